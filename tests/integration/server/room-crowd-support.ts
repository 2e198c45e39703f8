/** Shared by the room crowd's server tests: a fixed clock, the world's live rooms, the development control. */
import { DevCalls } from '../../../src/contracts/dev-server';
import { AnchorCalls } from '../../../src/contracts/anchors';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { LotteryConditionKind, RoomCrowdCalls, type RoomLottery } from '../../../src/contracts/room-crowd';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { phaseOf, roomContext, roomHosts, type RoomContext } from '../../../shell-demo/server/crowd/room-context';
import { serverCalls } from './server-calls';
import { suiteServer } from './suite-server';

/** A fixed server clock (Saturday evening UTC: matches being played), so the world is the same every run. */
export const START = Date.UTC(2026, 10, 21, 19, 30);

/** The server clock a suite's tests move: the server reads `now`. */
export interface SuiteClock {
  now: number;
  /** Moves the clock on by `ms` and gives the new time. */
  advance(ms: number): number;
}

/**
 * How a room crowd test file opens: its timeout, its development server on a clock that starts at
 * START and moves only when a test moves it, the calls signed at that clock (`callsFrom` another
 * loopback address is another client), and the suite's untouched football rooms one per call.
 */
export function roomCrowdSuite(timeoutMs: number) {
  jest.setTimeout(timeoutMs);
  const clock: SuiteClock = {
    now: START,
    advance(ms) {
      clock.now += ms;
      return clock.now;
    },
  };
  const server = suiteServer(() => clock.now);
  const callsFrom = (localAddress?: string) => serverCalls(server, () => clock.now, localAddress);
  return { clock, server, calls: callsFrom(), callsFrom, spareRoom: spareFootballRooms(server) };
}

/** The world's rooms whose match is being played, football first; `lottery` ones run red envelopes. */
export function playingRooms(server: DevServer): { football: RoomContext[]; lottery: RoomContext[] } {
  const world = server.world();
  const playing = [...roomHosts(world).keys()]
    .map((roomId) => roomContext(world, roomId)!)
    .filter((context) => phaseOf(context.match) === 'playing');
  return {
    football: playing.filter((context) => context.match?.sport === 'football'),
    lottery: playing.filter((context) => context.entry?.isLotteryProgress === 1),
  };
}

/**
 * The suite's football rooms being played, one per call: a test that needs a room no other test
 * of its file touched (slow mode and the flood count are per room) takes the next one.
 */
function spareFootballRooms(server: () => DevServer): () => number {
  let rooms: number[] = [];
  beforeAll(() => {
    rooms = playingRooms(server()).football.map((context) => context.roomId);
  });
  return () => {
    const room = rooms.shift();
    if (room === undefined) throw new Error('no spare room being played');
    return room;
  };
}

export interface DevRoomState {
  roomId: number;
  rate: number;
  fixedRate: number | null;
  fixedUntil: number | null;
  watched: boolean;
  subscribers: number;
  nextIndex: number;
  lastStepAt: number | null;
  reports: number;
  lottery: RoomLottery | null;
}

/** POST /__dev/crowd: the room's rate, a red envelope opened or drawn now. */
export async function devCrowd(
  server: DevServer,
  body: {
    roomId: number;
    rate?: number | null;
    forMs?: number;
    lottery?: 'open' | 'draw';
    conditions?: string[];
    winners?: string[];
  },
): Promise<DevRoomState> {
  const response = await fetch(`${server.url}${DevCalls.crowd}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DevRoomState;
}

/** POST /__dev/world/goal: a football side scores now. */
export async function devGoal(server: DevServer, matchId: number, side: 'home' | 'away'): Promise<void> {
  const response = await fetch(`${server.url}${DevCalls.scoreGoal}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, side }),
  });
  expect(response.status).toBe(200);
}

export const pushUrl = (server: DevServer): string => `${server.url.replace(/^http/, 'ws')}/ws`;

let counter = 0;
/** A fresh client message id. */
export const newMsgId = (): string => `m-${Date.now().toString(36)}-${(counter += 1)}`;

/** GET /__dev/crowd: the watched rooms. */
export async function watchedRooms(server: DevServer): Promise<DevRoomState[]> {
  const response = await fetch(`${server.url}${DevCalls.crowd}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rooms: DevRoomState[] }).rooms;
}

/** Waits until the room's crowd has stepped at server time `at` (its timer runs every 100 ms of wall clock). */
export async function steppedAt(server: DevServer, roomId: number, at: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const room = (await watchedRooms(server)).find((candidate) => candidate.roomId === roomId);
    if (room?.lastStepAt === at) return;
    if (Date.now() - started > 10_000)
      throw new Error(`room ${roomId} did not step at ${at} (last ${room?.lastStepAt})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Does what the lottery asks of `session`: follow the host, send a message in the room (`beforeSend` first: the test's clock past slow mode). */
export async function meetConditions(
  calls: Pick<ReturnType<typeof serverCalls>, 'ok'>,
  lottery: RoomLottery,
  session: SessionInfo,
  beforeSend: () => void = () => undefined,
): Promise<void> {
  for (const condition of lottery.conditions) {
    if (condition.kind === LotteryConditionKind.FollowStreamer) {
      await calls.ok(AnchorCalls.subscribe, { subscribeHostId: lottery.hostId }, session);
    } else if (condition.kind === LotteryConditionKind.SendChat) {
      beforeSend();
      await calls.ok(RoomCrowdCalls.send, { roomId: lottery.roomId, text: '求红包', clientMsgId: newMsgId() }, session);
    }
  }
}
