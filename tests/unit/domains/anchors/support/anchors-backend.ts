/**
 * The anchors backend for page tests: the development server's real anchors, system (the images
 * query, the game icons) and match-centre (the room's 赛况) route modules over a world built at a fixed time
 * (tests/support/in-process-backend) — 200 streamers, some live on matches in play, their
 * schedules, moments and the weekly ranking. A test may answer one call its own way (a failure).
 *
 * The anchor pages read the device clock (the live list's tabs, ages): the tests set it to the
 * world's time (deviceClockAt), so they pass at any hour of any day.
 */
import { AnchorCalls, type AnchorHome, type ScheduleEntry, type Streamer } from '@src/contracts/anchors';
import { AnchorRoomCalls } from '@src/contracts/anchors-room';
import type { ScheduleItem, StreamerMatchInfo } from '@src/contracts/anchors-room';
import { GameId } from '@src/contracts/system';
import { registerAnchorRoutes } from '@shell-demo/server/routes/anchors';
import { registerMatchCentreRoutes } from '@shell-demo/server/routes/match-centre';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import {
  BACKEND_NOW,
  backendWorld,
  deviceClockAt,
  installInProcessBackend,
  type Override,
} from '@tests/support/in-process-backend';
import { setUpAnchorsWorld } from './store-setup';
import { shareAnchorSchedule } from '@src/domains/anchors/store/live-badge';

export const installAnchorsBackend = (override?: Override) =>
  installInProcessBackend([registerSystemRoutes, registerAnchorRoutes, registerMatchCentreRoutes], {
    now: BACKEND_NOW,
    override,
  });

export type AnchorsBackend = ReturnType<typeof installAnchorsBackend>;

/** Before each page test: the app's known world, and the device clock at the world's time. */
let stopSharingSchedule: (() => void) | null = null;

export function setUpAnchorsPage(): void {
  setUpAnchorsWorld();
  deviceClockAt(BACKEND_NOW);
  // As the running app does (the domain's start): anchor-jump banners read the anchor list's schedule.
  stopSharingSchedule?.();
  stopSharingSchedule = shareAnchorSchedule();
}

/**
 * The hooks of an anchors page test file: the world built once; before each test a fresh app on
 * the world's clock (then the file's own `reset`); after it, the backend the test installed restored.
 */
export function anchorsPageHooks(restoreBackend: () => void, reset?: () => void): void {
  beforeAll(() => backendWorld());
  beforeEach(() => {
    setUpAnchorsPage();
    reset?.();
  });
  afterEach(restoreBackend);
}

/**
 * The hooks of a whole-app test file (SportInfoApp in a host) over this backend: the world built
 * once; before each test jsdom's missing scrolling and the serverless push socket's console lines
 * quieted, and the device clock at the world's time; after it, the backend the test installed restored.
 */
export function anchorsAppHooks(restoreBackend: () => void): void {
  beforeAll(() => backendWorld());
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    deviceClockAt(BACKEND_NOW);
  });
  afterEach(restoreBackend);
}

/**
 * The backend of a test file whose every test installs its own: the answer is the test's `install`
 * (with its own answer to a call, if any); the file's hooks (`anchorsPageHooks`, `anchorsAppHooks`)
 * restore it after each test.
 */
export function anchorsBackendPerTest(
  fileHooks: (restoreBackend: () => void) => void,
): (override?: Override) => AnchorsBackend {
  let installed: AnchorsBackend | undefined;
  fileHooks(() => installed?.restore());
  return (override) => (installed = installAnchorsBackend(override));
}

/** The anchor home as the server answered it (the page's first call). */
export const homeAnswer = (backend: AnchorsBackend): AnchorHome =>
  backend.answersTo<AnchorHome>(AnchorCalls.anchorList.path)[0]!;

/**
 * A schedule entry any user is shown: from the platform's game or 畅玩, not ended, not
 * in a private room (whose access depends on the user).
 */
export const shownToAnyone = (entry: Pick<ScheduleEntry, 'matchSource' | 'liveStatus' | 'liveUserGroupId'>): boolean =>
  (entry.matchSource === GameId.NewSt || entry.matchSource === GameId.Play) &&
  (entry.liveStatus === 0 || entry.liveStatus === 1) &&
  entry.liveUserGroupId === null;

/** A streamer on air now: live, streaming a match any user is shown. */
export const isOnAir = (streamer: Streamer): boolean =>
  streamer.liveStatus === 1 && streamer.liveSchedule.some((entry) => entry.liveStatus === 1 && shownToAnyone(entry));

/** Every streamer of the world as host/list answers them (live first, then by watchers). */
export const allStreamers = (backend: AnchorsBackend): Promise<Streamer[]> =>
  backend.call<Streamer[]>(AnchorCalls.hostList);

/** A streamer's full schedule as host/load/schedule answers it. */
export const scheduleOf = (backend: AnchorsBackend, hostId: number): Promise<ScheduleItem[]> =>
  backend.call<ScheduleItem[]>(AnchorRoomCalls.hostSchedule, { hostId });

/**
 * A streamer on air on a football match (the room's score has minutes), whose room shows it
 * (host/load/live/match/info is that entry) and a match to book: one not started, shown to
 * anyone. Each alone in the schedule under its id (its row is the only one with its teams).
 */
export async function onAirWithBooking(
  backend: AnchorsBackend,
): Promise<{ streamer: Streamer; info: StreamerMatchInfo; live: ScheduleItem; next: ScheduleItem }> {
  for (const streamer of (await allStreamers(backend)).filter(isOnAir)) {
    const schedule = await scheduleOf(backend, streamer.id);
    const shown = schedule.filter(shownToAnyone);
    const once = (item: ScheduleItem) => schedule.filter((other) => other.matchId === item.matchId).length === 1;
    const live = shown.find((item) => item.liveStatus === 1 && item.match.sport === 'football' && once(item));
    const next = shown.find((item) => item.liveStatus === 0 && once(item));
    if (!live || !next) continue;
    const info = await backend.call<StreamerMatchInfo | null>(AnchorRoomCalls.hostLiveMatchInfo, {
      hostId: streamer.id,
    });
    if (info?.matchId === live.matchId && info.liveRoomId === live.liveRoomId) return { streamer, info, live, next };
  }
  throw new Error('the world has no streamer on air with a match to book');
}

/** A streamer off air whose room announces the next match (shown to anyone). */
export async function offAirWithNext(
  backend: AnchorsBackend,
): Promise<{ streamer: Streamer; info: StreamerMatchInfo }> {
  for (const streamer of (await allStreamers(backend)).filter((candidate) => candidate.liveStatus === 0)) {
    const info = await backend.call<StreamerMatchInfo | null>(AnchorRoomCalls.hostLiveMatchInfo, {
      hostId: streamer.id,
    });
    const entry = streamer.liveSchedule.find((candidate) => candidate.matchId === info?.matchId);
    if (info && info.liveStatus === 0 && entry && shownToAnyone(entry)) return { streamer, info };
  }
  throw new Error('the world has no streamer off air with a next match');
}

/** The label the room gives a match: '曼联 VS 切尔西'. */
export const matchLabel = (item: ScheduleItem): string =>
  `${item.match.home.shortNameZh} VS ${item.match.away.shortNameZh}`;
