/**
 * The live room's crowd end to end, Chromium at 390x844 against the development server (its real
 * crowd: history, send with the comment rule and slow mode, the `room:<id>` push):
 *  - two fans in one room: one sends; the other sees it in 聊天 and as 弹幕 when their stream's
 *    picture reaches it (not before), and at once with 实时比分; a markup payload stays text;
 *    slow mode counts down on the sender's button;
 *  - a visitor's tap on the input asks the portal to log in; a banned user and a user below the
 *    recharge threshold see the rule's words instead of the input;
 *  - a fan's socket dropped while the room keeps talking and the other fan sends: afterwards both
 *    lists are the server's history, nothing lost, nothing doubled.
 * Screenshots: the room with chat, with 弹幕, and a banned user's input.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { DemoUser, DevCalls } from '../../src/contracts/dev-server';
import { parseChatHistory, RoomCrowdCalls } from '../../src/contracts/room-crowd';
import { devCall } from '../integration/server/signed-client';
import { liveFootballRoomWithVideo, streamDelayMsOf } from './support/live-rooms';
import { noteWhenShown } from './support/shown-at';
import { screenshot, type Stack, startStack } from './support/stack';

jest.setTimeout(240_000);

let stack: Stack;
let hostId = 0;
let roomId = 0;
beforeAll(async () => {
  stack = await startStack();
  ({ hostId, roomId } = await liveFootballRoomWithVideo(stack));
});
afterAll(async () => {
  await stack?.close();
});
/** Each test's pages close after it: videos left playing would load the machine for the next. */
const opened: BrowserContext[] = [];
afterEach(async () => {
  for (const context of opened.splice(0)) await context.close().catch(() => undefined);
});

const setCrowdRate = (rate: number | null) => devCall(stack.apiUrl, 'POST', DevCalls.crowd, { roomId, rate });

async function logIn(username: string): Promise<SessionInfo> {
  const { envelope } = await stack.callEnvelope<SessionInfo>('POST', DevCalls.demoLogin, {
    json: { username },
  });
  return envelope.data;
}

/**
 * Runs before the page's scripts: the session a previous visit stored, and a WebSocket that the
 * test can cut (`__dropPush(ms)`: the open push socket closes, and sockets opened within `ms`
 * are closed as they open, so the client stays away for that long).
 */
function beforePage({ token, uid }: { token: string; uid: string }): void {
  if (token) {
    localStorage.setItem('sport-info:token', token);
    localStorage.setItem('sport-info:uid', uid);
  }
  const Native = window.WebSocket;
  const sockets = new Set<WebSocket>();
  let refuseUntil = 0;
  let openedAfterOutage = false;
  class CuttableWebSocket extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.add(this);
      this.addEventListener('close', () => sockets.delete(this));
      // Within the outage a new socket is cut as soon as it opens.
      if (Date.now() < refuseUntil) this.addEventListener('open', () => this.close(4000, 'test'));
      else this.addEventListener('open', () => (openedAfterOutage = refuseUntil > 0));
    }
  }
  (window as unknown as { __pushBack(): boolean }).__pushBack = () => openedAfterOutage;
  window.WebSocket = CuttableWebSocket;
  (window as unknown as { __dropPush(ms: number): void }).__dropPush = (ms) => {
    refuseUntil = Date.now() + ms;
    for (const socket of sockets) socket.close(4000, 'test');
  };
}

/** The room as `session` (a visitor without), the 聊天 tab open; `video`: once its video plays. */
async function enterRoom(session: SessionInfo | null, { video = true } = {}): Promise<Page> {
  const { page, context } = await stack.newPage();
  opened.push(context);
  await page.addInitScript(beforePage, { token: session?.token ?? '', uid: session?.uid ?? '' });
  await page.goto(`${stack.remoteUrl}/anchor/detail/${hostId}`);
  if (video)
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
      timeout: 30_000,
    });
  await page.getByRole('tab', { name: '聊天' }).click({ timeout: 30_000 });
  return page;
}

const chatList = (page: Page) => page.getByRole('list', { name: '聊天消息' });

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '发送聊天消息' }).fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click({ timeout: 10_000 });
}

/** The server time of the room's line saying `text` (its history). */
async function serverTimeOf(text: string): Promise<number> {
  const { envelope } = await stack.callEnvelope('POST', RoomCrowdCalls.history.path, { form: { roomId } });
  const line = parseChatHistory(envelope.data).lines.find((item) => item.text === text);
  if (!line) throw new Error(`no line ${text} in the room's history`);
  return line.at;
}

/** The indexes of the lines a page's list shows (pending lines left out). */
const shownIndexes = (page: Page): Promise<number[]> =>
  chatList(page)
    .locator('li[data-index]:not([data-pending])')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-index'))));

it('one fan sends; the other sees it in the list and as 弹幕 once their picture gets there, at once with 实时比分', async () => {
  await setCrowdRate(0);
  const viewer = await enterRoom(await logIn('crowd-viewer'));
  expect(await streamDelayMsOf(viewer)).toBeGreaterThan(3000);
  const sender = await enterRoom(await logIn(DemoUser.normal));

  const first = `第一条${Date.now() % 100_000}`;
  const viewerShown = await noteWhenShown(
    viewer,
    { within: '[aria-label="聊天消息"] li[data-index]:not([data-pending])', text: first },
    stack.now,
  );
  await send(sender, first);
  // The sender's own line shows at once; slow mode counts down on the button.
  await chatList(sender).getByText(first).waitFor({ timeout: 3000 });
  await sender.getByRole('button', { name: /秒后可发送/ }).waitFor({ timeout: 2000 });
  expect(await sender.getByRole('button', { name: /秒后可发送/ }).isDisabled()).toBe(true);

  // Not before the viewer's picture reaches the line's server time: timed where the line came in
  // the viewer's page, against the delay that page showed in that moment (its label is in whole
  // seconds, and the delay is sampled once a second: two seconds of slack).
  const at = await serverTimeOf(first);
  const shown = await viewerShown((await streamDelayMsOf(viewer)) + 15_000);
  expect(shown.delayMs).toBeGreaterThan(3000);
  expect(shown.at - at).toBeGreaterThanOrEqual(shown.delayMs! - 2000);
  await viewer.getByTestId('danmaku').getByText(first).waitFor({ timeout: 3000 });
  await screenshot(viewer, 'room-crowd-danmaku');

  // With 实时比分 the crowd comes as it is said; markup stays text in the list and over the video.
  await viewer.getByRole('switch', { name: '实时比分' }).click();
  const markup = `<img src=x onerror="window.__pwned=1">${Date.now() % 1000}`;
  await sender.getByRole('button', { name: '发送', exact: true }).waitFor({ timeout: 5000 });
  await send(sender, markup);
  const said = Date.now();
  await chatList(viewer).getByText(markup).waitFor({ timeout: 3000 });
  expect(Date.now() - said).toBeLessThan(3000);
  expect(await viewer.locator('[aria-label="聊天消息"] img, [data-testid="danmaku"] img').count()).toBe(0);
  expect(await viewer.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await setCrowdRate(null);
  await screenshot(viewer, 'room-crowd-chat');
});

/** How far the test scrolls the chat up with the wheel (px). */
const WHEEL_PX = 400;

/**
 * The chat box as the fan sees it: how far it can scroll, its offset (0 at the bottom, negative
 * above), the newest row's index and whether it is in view, and the row across the box's middle
 * line. With `want`, null until that holds (page.waitForFunction polls it):
 *  - `room`: the box can scroll further than that;
 *  - `reachable`: the point the wheel is turned at (`wheelAt`, near the box's bottom) is on the
 *    box. The page scrolls the box into view as the chat opens, but on a loaded machine what is
 *    above it can grow after and push it below the screen, where a wheel scrolls nothing: the
 *    poll brings it back into view, as a fan would;
 *  - `newestAfter`: a row newer than that index has come;
 *  - `up`: the box has left its bottom, the newest row is out of view, and the row across the
 *    middle has kept its place over three polls (the wheel's smooth scroll is over);
 *  - `down`: the newest row is in view.
 */
function readChat(
  want: { room?: number; reachable?: boolean; newestAfter?: number; up?: boolean; down?: boolean } = {},
) {
  const list = document.querySelector('ol[aria-label="聊天消息"]');
  const box = list?.parentElement;
  const rows = list?.querySelectorAll('li[data-index]') ?? [];
  if (!box || rows.length === 0) return null;
  const frame = box.getBoundingClientRect();
  const newestRow = rows[rows.length - 1]!;
  const newest = newestRow.getBoundingClientRect();
  // The row across the box's middle line, or the nearest one when the line falls between rows.
  const middleY = frame.top + frame.height / 2;
  let middle: Element | null = null;
  let distance = Infinity;
  for (const row of rows) {
    const rect = row.getBoundingClientRect();
    const away =
      rect.top <= middleY && middleY < rect.bottom
        ? 0
        : Math.min(Math.abs(rect.top - middleY), Math.abs(rect.bottom - middleY));
    if (away < distance) [middle, distance] = [row, away];
  }
  const reading = {
    room: box.scrollHeight - box.clientHeight,
    offset: box.scrollTop,
    wheelAt: { x: 100, y: Math.round(frame.bottom - 40) },
    newestIndex: Number(newestRow.getAttribute('data-index')),
    newestInView: newest.bottom <= frame.bottom + 1 && newest.top >= frame.top,
    middleIndex: middle?.getAttribute('data-index') ?? null,
    middleTop: middle ? Math.round(middle.getBoundingClientRect().top) : null,
  };
  const held = window as unknown as {
    __chatUp?: { middleIndex: string | null; middleTop: number | null; polls: number };
  };
  if (want.up) {
    const before = held.__chatUp;
    const still = before?.middleIndex === reading.middleIndex && before?.middleTop === reading.middleTop;
    held.__chatUp = {
      middleIndex: reading.middleIndex,
      middleTop: reading.middleTop,
      polls: still ? before!.polls + 1 : 1,
    };
    if (reading.offset >= -40 || reading.newestInView || reading.middleIndex === null || held.__chatUp.polls < 3)
      return null;
  }
  if (want.room !== undefined && reading.room <= want.room) return null;
  if (want.reachable) {
    const hit = document.elementFromPoint(reading.wheelAt.x, reading.wheelAt.y);
    if (!hit || !box.contains(hit)) {
      box.parentElement?.scrollIntoView({ block: 'end' });
      return null;
    }
  }
  if (want.newestAfter !== undefined && reading.newestIndex <= want.newestAfter) return null;
  if (want.down && !reading.newestInView) return null;
  return reading;
}
type ChatReading = NonNullable<ReturnType<typeof readChat>>;

it('the list follows the newest line; scrolled up, what the fan reads stays put, 条新消息 counts what came, and brings them down', async () => {
  const page = await enterRoom(await logIn('crowd-reader'), { video: false });
  await page.getByRole('switch', { name: '实时比分' }).click();
  await setCrowdRate(8);
  /** The chat once `want` holds (polled: conditions, not fixed waits, hold on a loaded machine). */
  const chatWhen = async (want: Parameters<typeof readChat>[0], timeout = 15_000): Promise<ChatReading> =>
    (await (
      await page.waitForFunction(readChat, want, { timeout, polling: 100 }).catch(async (error: unknown) => {
        // Say what the list was doing.
        throw new Error(
          `${String(error)}\nwaiting for ${JSON.stringify(want)}, the chat: ${JSON.stringify(await page.evaluate(readChat, {}))}`,
        );
      })
    ).jsonValue())!;

  // Lines enough that the wheel has room to scroll, and the list followed each new one.
  const filled = await chatWhen({ room: WHEEL_PX + 100 });
  expect(filled.newestInView).toBe(true);
  expect((await chatWhen({ newestAfter: filled.newestIndex + 2 })).newestInView).toBe(true);

  // Near the bottom: an open 竞猜 card floats over the top of the list.
  const { wheelAt } = await chatWhen({ reachable: true });
  await page.mouse.move(wheelAt.x, wheelAt.y);
  await page.mouse.wheel(0, -WHEEL_PX);
  const reading = await chatWhen({ up: true });
  // Lines keep coming below; the row the fan reads keeps its place, and the pill counts them.
  const later = await chatWhen({ newestAfter: reading.newestIndex + 8 });
  expect(later.newestInView).toBe(false);
  expect(later.middleIndex).toBe(reading.middleIndex);
  expect(Math.abs(later.middleTop! - reading.middleTop!)).toBeLessThanOrEqual(2);
  const pill = page.getByRole('button', { name: /^\d+ 条新消息/ });
  await pill.waitFor({ timeout: 3000 });

  await pill.click();
  await pill.waitFor({ state: 'detached', timeout: 3000 });
  expect((await chatWhen({ down: true }, 3000)).newestInView).toBe(true);
  await setCrowdRate(null);
});

it('asks a visitor to log in; a banned user and a user below the recharge threshold see the rule instead of the input', async () => {
  const visitor = await enterRoom(null, { video: false });
  await visitor.getByRole('textbox', { name: '登录后参与聊天' }).click();
  await visitor.waitForURL(new RegExp(`/login\\?backPath=%2Fanchor%2Fdetail%2F${hostId}$`));

  const banned = await enterRoom(await logIn(DemoUser.banned), { video: false });
  const note = banned.getByRole('note');
  await note.waitFor();
  expect(await note.textContent()).toMatch(/禁言/);
  expect(await banned.getByRole('textbox', { name: '发送聊天消息' }).count()).toBe(0);
  await screenshot(banned, 'room-crowd-banned');

  const newcomer = await enterRoom(await logIn(DemoUser.lowRecharge), { video: false });
  await newcomer
    .getByRole('note')
    .getByText(/当前累计充值 \d+ 元 \/ \d+ 元/)
    .waitFor();
});

it('a dropped socket while the room talks and the other fan sends: both lists end as the server’s history', async () => {
  const [a, b] = [await enterRoom(await logIn('crowd-fan-a')), await enterRoom(await logIn('crowd-fan-b'))];
  for (const page of [a, b]) await page.getByRole('switch', { name: '实时比分' }).click();
  await setCrowdRate(8);
  // The lines compared are those said at this rate: the room's own rate before it may have been a
  // flood (a goal's burst), whose batches the list thins (消息过多) by design.
  const { envelope: atRate } = await stack.callEnvelope('POST', RoomCrowdCalls.history.path, { form: { roomId } });
  const firstAtRate = parseChatHistory(atRate.data).nextIndex;
  const rows = (page: Page) => chatList(page).locator('li[data-index]:not([data-pending])');
  for (const page of [a, b]) await rows(page).nth(4).waitFor({ timeout: 10_000 });
  const repaired = b.waitForRequest(
    (request) => request.url().endsWith(RoomCrowdCalls.history.path) && /sinceIndex=/.test(request.postData() ?? ''),
    { timeout: 30_000 },
  );
  await b.evaluate(() => (window as unknown as { __dropPush(ms: number): void }).__dropPush(4000));
  await send(a, `断线期间${Date.now() % 1000}`);
  // Back, subscribed again, repaired, more lines; then the room falls quiet and its last line arrives.
  await b.waitForFunction(() => (window as unknown as { __pushBack(): boolean }).__pushBack(), null, {
    timeout: 30_000,
  });
  await repaired;
  // Three seconds of lines at this rate on both pages.
  for (const page of [a, b])
    await chatList(page)
      .locator(`li[data-index="${firstAtRate + 24}"]`)
      .waitFor({ timeout: 15_000 });
  await setCrowdRate(0);

  const { envelope: head } = await stack.callEnvelope('POST', RoomCrowdCalls.history.path, {
    form: { roomId },
  });
  const { nextIndex } = parseChatHistory(head.data);
  // Each line shows once the fan's picture reaches it: a line written as the room fell quiet is
  // still the picture's delay away.
  const releasedWithinMs = Math.max(...(await Promise.all([a, b].map(streamDelayMsOf)))) + 10_000;
  for (const page of [a, b])
    await chatList(page)
      .locator(`li[data-index="${nextIndex - 1}"]`)
      .waitFor({ timeout: releasedWithinMs });
  const { envelope } = await stack.callEnvelope('POST', RoomCrowdCalls.history.path, {
    form: { roomId, sinceIndex: Math.max(-1, nextIndex - 151) },
  });
  const server = parseChatHistory(envelope.data)
    .lines.map((line) => line.index)
    .filter((index) => index >= firstAtRate);
  const shownAtRate = async (page: Page) => (await shownIndexes(page)).filter((index) => index >= firstAtRate);
  for (const page of [a, b]) {
    // The repair was asked on the reconnect, and its answer can land after the room's last line
    // has shown (a loaded phone, a server answering several calls); a line the server wrote after
    // the head was read waits for the picture's delay: the list is read once it holds the server's
    // lines from its first one on, or after that wait, to say what it lacks.
    await page
      .waitForFunction(
        (indexes) => {
          const rows = document.querySelectorAll('ol[aria-label="聊天消息"] li[data-index]:not([data-pending])');
          const shown = Array.from(rows, (row) => Number(row.getAttribute('data-index'))).filter(
            (index) => index >= indexes[0]!,
          );
          return shown.length > 0 && indexes.filter((index) => index >= shown[0]!).join() === shown.join();
        },
        server,
        { timeout: releasedWithinMs },
      )
      .catch(() => undefined);
    const shown = await shownAtRate(page);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toEqual(server.filter((index) => index >= shown[0]!));
    expect(shown.length).toBeGreaterThan(20);
  }
  await setCrowdRate(null);
});
