/**
 * What the chaos suite watches in the page: a wrapped `WebSocket` that counts the push socket's
 * openings and can drop it from the browser side (no server change), unhandled rejections,
 * uncaught errors and crash lines in the console, a white-screen sampler, and the comparison of
 * the live scores a page shows (`[data-match-id]`) with the development server's world.
 */
import type { Page } from 'playwright-core';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { screenshotPath } from './stack';

interface ChaosWindow {
  __chaos: { opens: number; lastOpenAt: number; drops: number; unhandled: string[] };
  __chaosDropPush(): number;
}

/** Runs in the page before any of its scripts. */
function chaosInitScript(): void {
  const target = window as unknown as ChaosWindow;
  const chaos: ChaosWindow['__chaos'] = { opens: 0, lastOpenAt: 0, drops: 0, unhandled: [] };
  target.__chaos = chaos;
  const Native = window.WebSocket;
  const sockets = new Set<WebSocket>();
  class ChaosWebSocket extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.add(this);
      this.addEventListener('open', () => {
        chaos.opens += 1;
        // The machine's clock, which the test reads (the page's Date is the world's: support/world-clock.ts).
        chaos.lastOpenAt = performance.timeOrigin + performance.now();
      });
      this.addEventListener('close', () => sockets.delete(this));
    }
  }
  window.WebSocket = ChaosWebSocket;
  target.__chaosDropPush = () => {
    let dropped = 0;
    for (const socket of sockets) {
      if (socket.readyState !== Native.OPEN) continue;
      socket.close(4000, 'chaos');
      dropped += 1;
    }
    chaos.drops += dropped;
    return dropped;
  };
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    chaos.unhandled.push(text);
    // The console outlives a navigation (the counters above do not): the test collects it there.
    console.error(`[chaos] unhandled rejection: ${text}`);
  });
}

export interface PushState {
  /** The document's `performance.timeOrigin`: another value is another document (its counts from 0). */
  document: number;
  opens: number;
  lastOpenAt: number;
  drops: number;
  unhandled: string[];
}

export interface Watch {
  /** Everything that went wrong, as readable lines (empty: all well). */
  problems: string[];
  /** White-screen samples taken, and how many were blank. */
  samples: { taken: number; blank: number };
  /** Each blank sample: where, and what the page held (read when a run fails). */
  blanks: string[];
  stop(): void;
}

/** Chromium's own lines for a failed request (the faults cause them on purpose). */
const NETWORK_NOISE = /Failed to load resource|net::ERR_|Access to XMLHttpRequest|CORS/;
/** Consecutive blank samples (1 s apart) that make a white screen: a navigation may blank the page for a moment. */
const BLANK_LIMIT = 4;

export async function watchPage(page: Page): Promise<Watch> {
  await page.addInitScript(chaosInitScript);
  const problems: string[] = [];
  const samples = { taken: 0, blank: 0 };
  const blanks: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !NETWORK_NOISE.test(text)) problems.push(`console.error: ${text.slice(0, 300)}`);
    if (message.type() === 'warning' && /page-crashed|push-handler-failed/.test(text))
      problems.push(`reported: ${text.slice(0, 300)}`);
  });
  let blankRun = 0;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    page
      .evaluate(() => {
        const root = document.querySelector('[data-testid="sport-info-root"]');
        const text = document.body?.innerText ?? '';
        return {
          url: location.pathname,
          // Until the document's scripts have run, what shows is the host's own page, not ours.
          loaded: document.readyState === 'complete',
          bodyText: text.trim().length,
          rootChildren: root ? root.childElementCount : -1,
          // The host's own faces: its boot face before its scripts have rendered, its skeleton for
          // the remote's place while the remote loads, its error with a retry when the remote
          // failed — each is a page, not a white screen.
          hostFace:
            document.querySelector('[aria-label="门户加载中"], [aria-label="体育资讯加载中"], [role="alert"]') !== null,
          crashed: text.includes('页面出错了'),
        };
      })
      .then((sample) => {
        samples.taken += 1;
        if (sample.crashed) problems.push(`page crashed (页面出错了) on ${sample.url}`);
        // A skeleton while slow calls load counts as shown, and so does the host's loading face before
        // the remote mounts; a loaded page with an empty body or an empty app root does not.
        const shown = sample.bodyText > 0 && (sample.rootChildren > 0 || (sample.rootChildren < 0 && sample.hostFace));
        const blank = sample.loaded && !shown;
        if (blank) {
          samples.blank += 1;
          blanks.push(`${sample.url} (text ${sample.bodyText}, root children ${sample.rootChildren})`);
        }
        blankRun = blank ? blankRun + 1 : 0;
        if (blankRun === BLANK_LIMIT) {
          problems.push(`white screen for ${BLANK_LIMIT} s on ${sample.url}`);
          void page.screenshot({ path: screenshotPath(`chaos-white-${samples.taken}`) }).catch(() => undefined);
        }
      })
      // Mid-navigation: the context is gone for a moment.
      .catch(() => undefined);
  }, 1000);
  return {
    problems,
    samples,
    blanks,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

export const pushState = (page: Page): Promise<PushState> =>
  page.evaluate(() => {
    const chaos = (window as unknown as ChaosWindow).__chaos;
    return { ...chaos, document: performance.timeOrigin, unhandled: [...chaos.unhandled] };
  });

/** Closes the open push sockets from the browser side; answers how many. */
export const dropPush = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as ChaosWindow).__chaosDropPush());

interface ShownScore {
  id: number;
  home: number;
  away: number;
}

/** The scores of the visible `[data-match-id]` elements (rows and the live room), skipping a room in delayed mode. */
const shownScores = (page: Page): Promise<ShownScore[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-match-id]')]
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        // The live room shows the stream-delayed score unless 实时比分 is on.
        const card = element.closest('section');
        const realtime = card?.querySelector('[role="switch"]');
        return !realtime || realtime.getAttribute('aria-checked') === 'true';
      })
      .map((element) => {
        const match = /(\d+)\s*:\s*(\d+)/.exec(element.textContent ?? '');
        return match
          ? { id: Number(element.dataset['matchId']), home: Number(match[1]), away: Number(match[2]) }
          : null;
      })
      .filter((score): score is { id: number; home: number; away: number } => score !== null),
  );

export interface ScoreCheck {
  /** Rows compared (that showed a score of a match the world knows). */
  compared: number;
  /** Rows that never equalled the world before the deadline. */
  mismatches: string[];
}

/**
 * Until `deadline` (ms, this process's clock): every visible score must equal the world's at
 * least once (the world moves every second; a row is read and compared in the same moment).
 */
export async function compareScores(page: Page, server: DevServer, deadline: number): Promise<ScoreCheck> {
  const pending = new Map<number, string>();
  const settled = new Set<number>();
  for (;;) {
    const shown = await shownScores(page).catch(() => [] as ShownScore[]);
    const world = server.world();
    for (const score of shown) {
      const match = world.matches.get(score.id);
      if (!match || settled.has(score.id)) continue;
      if (match.homeScore === score.home && match.awayScore === score.away) {
        settled.add(score.id);
        pending.delete(score.id);
      } else {
        pending.set(
          score.id,
          `match ${score.id}: shows ${score.home}:${score.away}, server ${match.homeScore}:${match.awayScore}`,
        );
      }
    }
    if (pending.size === 0 || Date.now() >= deadline)
      return { compared: settled.size + pending.size, mismatches: [...pending.values()] };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
