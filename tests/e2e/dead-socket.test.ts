/**
 * A push socket that dies without a word, in Chromium at 390x844 inside shell-demo: a black-holed
 * socket (no close frame: nothing arrives, nothing leaves — a phone switching networks, a proxy
 * that stops forwarding) is found dead within ~70 s (a ping every 60 s, its answer within 10 s);
 * while the push is down the room's score comes by polling (3 s), and the polling stops once a
 * socket is open again. The page's clock jumps over the client's own waits — the heartbeat's
 * silence, the connect timeout, the retry loop — instead of the test sitting through them (two
 * minutes of a worker's time for nothing); the server's stays real, within the signature's
 * allowed skew.
 */
import { AnchorRoomCalls } from '../../src/contracts/anchors-room';
import { MAX_CLOCK_SKEW_MS } from '../../src/contracts/signature';
import { CONNECT_TIMEOUT_MS, FAILED_RETRY_MS } from '../../src/platform/socket/socket-lifecycle';
import { liveFootballRoom, scoreHomeGoal } from './support/live-rooms';
import { screenshot, stackForFile } from './support/stack';

const stack = stackForFile(240_000, { shared: true });

interface BlackholeWindow {
  __blackhole: { on: boolean; opens: number };
}

/**
 * A push socket whose path goes dead without a close frame: while `__blackhole.on`, no frame
 * reaches the app, nothing it sends leaves, and a new socket never reports open. Runs in the page
 * before its scripts (the app sets the socket's `on…` handlers, which this keeps for itself).
 */
function blackholeInitScript(): void {
  const state = { on: false, opens: 0 };
  (window as unknown as BlackholeWindow).__blackhole = state;
  const Native = window.WebSocket;
  class BlackholeSocket extends Native {
    private handlers: Partial<Record<'open' | 'message' | 'close' | 'error', ((event: Event) => void) | null>> = {};
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      for (const type of ['open', 'message', 'close', 'error'] as const) {
        super.addEventListener(type, (event) => {
          if (state.on && (type === 'open' || type === 'message')) return;
          if (type === 'open') state.opens += 1;
          this.handlers[type]?.call(this, event);
        });
      }
    }
    override send(data: Parameters<WebSocket['send']>[0]): void {
      if (!state.on) super.send(data);
    }
  }
  for (const type of ['open', 'message', 'close', 'error'] as const) {
    Object.defineProperty(BlackholeSocket.prototype, `on${type}`, {
      configurable: true,
      get(this: { handlers: Record<string, unknown> }) {
        return this.handlers[type] ?? null;
      },
      set(this: { handlers: Record<string, unknown> }, handler: unknown) {
        this.handlers[type] = handler;
      },
    });
  }
  window.WebSocket = BlackholeSocket;
}

/** The dead-socket bound: a ping every 60 s, its answer within 10 s. */
const DEAD_SOCKET_BOUND_MS = 70_000;

it('a black-holed socket: found dead within ~70 s, the room’s score comes by polling meanwhile, the polling stops when the push is back', async () => {
  const room = await liveFootballRoom(stack);
  const { page } = await stack.newPage({ ownClock: true });
  await page.addInitScript(blackholeInitScript);
  await page.clock.install({ time: stack.now() });
  /** How far the page's clock is ahead of the real one: its timers due meanwhile fire, once each. */
  let jumped = 0;
  const jump = async (ms: number) => {
    jumped += ms;
    expect(jumped).toBeLessThan(MAX_CLOCK_SKEW_MS);
    await page.clock.fastForward(ms);
  };
  // The push client's own log, said when the test fails: what it did and when.
  const pushLog: string[] = [];
  const started = Date.now();
  page.on('console', (message) => {
    if (message.text().includes('push:')) pushLog.push(`${secondsIn(Date.now())} ${message.text()}`);
  });
  const secondsIn = (moment: number) => `${((moment - started) / 1000).toFixed(1)} s`;
  const logSaid = () => `black hole from ${secondsIn(blackholed)}; the push client's log:\n${pushLog.join('\n')}`;
  const schedulePolls: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === AnchorRoomCalls.hostSchedule.path) schedulePolls.push(Date.now());
  });
  await page.goto(`${stack.hostUrl}/sport-info/anchor/detail/${room.hostId}`);
  await page.getByRole('switch', { name: '实时比分' }).click();
  /**
   * Waits until the room's score shows at least `goals` home goals (any score, when null); answers
   * what it shows. At least: the world's own simulation may score for the home side meanwhile.
   */
  const homeGoals = (goals: number | null, timeout: number) =>
    page
      .waitForFunction(
        ({ matchId, goals }) => {
          const text = document.querySelector(`[data-match-id="${matchId}"]`)?.textContent ?? '';
          const home = /(\d+)\s*:/.exec(text)?.[1];
          // A string: a score of 0 must not read as "not yet".
          return home !== undefined && (goals === null || Number(home) >= goals) ? home : false;
        },
        { matchId: room.matchId, goals },
        { timeout, polling: 500 },
      )
      .then(async (handle) => Number(await handle.jsonValue()));
  await page.waitForFunction(() => (window as unknown as BlackholeWindow).__blackhole.opens > 0);
  await homeGoals(null, 30_000);

  await page.evaluate(() => ((window as unknown as BlackholeWindow).__blackhole.on = true));
  const blackholed = Date.now();
  const scored = await scoreGoal(room.matchId);
  // The bound passes on the page: its ping goes out and no answer comes.
  await jump(DEAD_SOCKET_BOUND_MS);
  // Nothing comes by push. The socket is found dead when the room starts polling every 3 s — two
  // asks 4 s apart at most (the room's own minute refresh may ask once before, and may show the
  // goal by itself: the goal alone does not say the socket was found dead).
  const pollingFrom = await new Promise<number>((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    const look = setInterval(() => {
      const after = schedulePolls.filter((at) => at > blackholed);
      const start = after.findIndex((at, index) => index > 0 && at - after[index - 1]! <= 4000);
      if (start > 0) resolve(after[start - 1]!);
      else if (Date.now() > deadline) reject(new Error(`no 3 s polling; ${logSaid()}`));
      else return;
      clearInterval(look);
    }, 250);
  });
  // In the page's time.
  expect(pollingFrom + jumped - blackholed).toBeLessThan(DEAD_SOCKET_BOUND_MS + 5_000);
  // Polling has started by now (two asks seen); on busy cores an answer can take seconds.
  await homeGoals(scored, 20_000).catch((error: unknown) => {
    console.info(`dead-socket: the goal did not come by polling (${schedulePolls.length} asks); ${logSaid()}`);
    throw error;
  });
  await screenshot(page, 'live-connection-room-blackholed');

  await page.evaluate(() => ((window as unknown as BlackholeWindow).__blackhole.on = false));
  const opens = await page.evaluate(() => (window as unknown as BlackholeWindow).__blackhole.opens);
  // The attempt under way when the path comes back was opened in the dark: it times out, and
  // reconnecting tries again — at once, or on its slow loop if it gave up its quick tries. The
  // page's clock jumps a connect timeout at a time while no new socket opens, as far as the two
  // waits and one more timeout.
  const reopened = () =>
    page
      .waitForFunction((count) => (window as unknown as BlackholeWindow).__blackhole.opens > count, opens, {
        timeout: 3000,
      })
      .then(
        () => true,
        () => false,
      );
  let waited = 0;
  while (!(await reopened())) {
    if (waited >= CONNECT_TIMEOUT_MS * 2 + FAILED_RETRY_MS) {
      console.info(`dead-socket: no new socket; ${logSaid()}`);
      throw new Error(`no new socket within ${waited / 1000} s of the page's time`);
    }
    await jump(CONNECT_TIMEOUT_MS);
    waited += CONNECT_TIMEOUT_MS;
  }
  // The push is back: a goal arrives by push at once, and the 3 s polling has stopped.
  await page.waitForTimeout(1500);
  const pollsBack = schedulePolls.length;
  await homeGoals(await scoreGoal(room.matchId), 8_000);
  await page.waitForTimeout(6_000);
  // The 3 s polling would have asked twice by now; the room's own minute refresh may ask once.
  expect(schedulePolls.length - pollsBack).toBeLessThanOrEqual(1);
  await screenshot(page, 'live-connection-room-reconnected');
});

const scoreGoal = (matchId: number) => scoreHomeGoal(stack, matchId);
