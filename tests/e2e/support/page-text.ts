/**
 * What a page says in its own words: the app's visible text less the server's data.
 *
 * Server data is marked by where it came from, not by markup: every string the development server
 * sent this page (the JSON of its HTTP answers and of its push frames) — names, titles, articles,
 * chat lines, nicknames. Those are the server's, in the language asked or as their writers wrote
 * them; what is left once each is taken out of the page's text is the app's own words (a label
 * around a name, `${name}的直播间`, leaves `的直播间` behind and is found). No component has to
 * remember an attribute for the check to hold.
 */
import type { Page } from 'playwright-core';
import { SIMPLIFIED_ONLY } from './simplified-only-text';

const HAN = /\p{Script=Han}/u;

/** The strings the server has sent a page, and a wait for the answers still being read. */
export interface ServerText {
  strings: Set<string>;
  /**
   * Resolves once every answer that has arrived so far has been read into `strings`: an answer's
   * body is read over the driver's connection after the page has it, so a page can show a list
   * before the test holds its words — under load, by more than any quiet period.
   */
  read(): Promise<void>;
  /** Answers whose body could not be read (their words are not in `strings`). */
  unread: string[];
}

/** The strings the server sends `page`: start before the page's first address. */
export function watchServerText(page: Page): ServerText {
  const strings = new Set<string>();
  const pending = new Set<Promise<void>>();
  const unread: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (HAN.test(value)) strings.add(value);
      // A push frame or a field may carry JSON inside a string.
      if (value.startsWith('{') || value.startsWith('[')) collectJson(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const collectJson = (text: string): void => {
    try {
      collect(JSON.parse(text));
    } catch {
      // Not JSON: a script, a picture, a stream.
    }
  };
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const reading = response.text().then(collectJson, () => {
      unread.push(response.url());
    });
    pending.add(reading);
    void reading.finally(() => pending.delete(reading));
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') collectJson(payload);
    });
  });
  return {
    strings,
    unread,
    read: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** The app root's visible text with every server string taken out, longest first. */
export async function ownText(page: Page, serverText: ReadonlySet<string>): Promise<string> {
  const shown = await page.getByTestId('sport-info-root').innerText();
  return [...serverText]
    .sort((a, b) => b.length - a.length)
    .reduce((text, server) => text.split(server).join('\u2423'), shown);
}

/** The lines of `text` holding a character `locale` must not show (any Chinese in en, Simplified-only in zh-TW/zh-HK). */
export function foreignLines(text: string, locale: 'en' | 'zh-TW' | 'zh-HK'): string[] {
  const foreign = (char: string) => (locale === 'en' ? HAN.test(char) : SIMPLIFIED_ONLY.has(char));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => [...line].some(foreign));
}

/**
 * Watches `page`'s calls to the server at `apiUrl` (its fetches, not the video's segments nor the
 * push socket) and answers a wait: until none has been open for `quietMs` — the page's late parts
 * (lists, a chat's lines) answered — then a frame, so what they bring is on screen. At most
 * `capMs`, then as the page is: a fixed sleep waited 2.5 s a stop whether anything was late or not.
 */
export function watchCalls(page: Page, apiUrl: string): (quietMs?: number, capMs?: number) => Promise<void> {
  // By port: the pages reach the server as localhost, 127.0.0.1 or [::1] (page-relative addresses).
  const port = new URL(apiUrl).port;
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const isCall = (request: { url(): string; resourceType(): string }) =>
    new URL(request.url()).port === port && ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => {
    if (!isCall(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: object) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 600, capMs = 10_000) => {
    const started = Date.now();
    lastChange = Math.max(lastChange, started);
    while (Date.now() - started < capMs && (open.size > 0 || Date.now() - lastChange < quietMs))
      await new Promise((resolve) => setTimeout(resolve, 50));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  };
}
