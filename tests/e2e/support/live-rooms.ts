/**
 * Rooms on the development server that the end-to-end tests walk into, found by asking the server
 * the app's own calls (the room's match info) and its world (the kickoff).
 */
import { parseStreamerMatchInfo, type StreamerMatchInfo, AnchorRoomCalls } from '../../../src/contracts/anchors-room';
import { DevCalls } from '../../../src/contracts/dev-server';
import { GameId } from '../../../src/contracts/system';
import { isDisplayableEntry } from '../../../src/domains/match/rules/match-anchors';
import { DAY, localDayStart } from '../../../shell-demo/server/world/clock';
import { BasketballStatus, FootballStatus } from '../../../shell-demo/server/world/status';
import type { FootballMatch } from '../../../shell-demo/server/world/match-types';
import type { Page } from 'playwright-core';
import type { Stack } from './stack';

/**
 * A room streaming a live football match with time left — the one that kicked off last, so it is
 * still on when the test reaches the room (one in its last minutes takes its streamer off air
 * mid-test: the room then shows 主播暂未开播). At an hour with none, a match with a streamer kicks
 * off now through the development control. `accept` narrows the rooms further (e.g. to the match
 * sources whose video the room shows).
 */
export async function liveFootballRoom(
  stack: Stack,
  accept: (info: StreamerMatchInfo) => boolean = () => true,
): Promise<{ hostId: number; matchId: number }> {
  const world = stack.devServer.world();
  let best: { hostId: number; matchId: number; kickoff: number } | null = null;
  for (const host of world.hosts.values()) {
    if (host.liveStatus !== 1) continue;
    const matchId = await shownFootballRoomOf(stack, host.id, accept);
    if (matchId === null) continue;
    const kickoff = world.matches.get(matchId)?.matchDate ?? 0;
    if (!best || kickoff > best.kickoff) best = { hostId: host.id, matchId, kickoff };
  }
  if (best && inPlayWithTimeLeft(stack, best.matchId)) return { hostId: best.hostId, matchId: best.matchId };
  const kicked = await kickOffARoom(stack, accept);
  if (!kicked) throw new Error('no live football room on the development server, and none to kick off');
  return kicked;
}

/** The football match a live host's room shows a visitor (in play, `accept`ed), else null. */
async function shownFootballRoomOf(
  stack: Stack,
  hostId: number,
  accept: (info: StreamerMatchInfo) => boolean,
): Promise<number | null> {
  const { envelope } = await stack.callEnvelope('POST', AnchorRoomCalls.hostLiveMatchInfo.path, {
    form: { hostId },
  });
  const info = parseStreamerMatchInfo(envelope.data);
  if (!info || info.matchTypeId !== 1 || info.liveStatus !== 1 || !accept(info)) return null;
  // Only a room the app shows a visitor: the entry rule hides another game's stream and a private
  // room (the room then says 主播暂未开播).
  const entry = stack.devServer
    .world()
    .hosts.get(hostId)
    ?.liveSchedule.find((item) => item.matchId === info.matchId);
  const shown = isDisplayableEntry(
    {
      matchSource: info.matchSource,
      liveStatus: info.liveStatus,
      liveRoomId: info.liveRoomId,
      liveUserGroupId: entry?.liveUserGroupId ?? null,
    },
    { jumpGameId: GameId.NewSt, loggedIn: false, allowedRoomIds: new Set() },
  );
  // A streamer goes live before the kick-off: a match still to start has no score to test.
  const kickoff = stack.devServer.world().matches.get(info.matchId)?.matchDate ?? 0;
  return shown && kickoff <= Date.now() ? info.matchId : null;
}

/** Kicks off today's football matches with streamers, one by one, until one's room is shown and `accept`ed. */
async function kickOffARoom(
  stack: Stack,
  accept: (info: StreamerMatchInfo) => boolean,
): Promise<{ hostId: number; matchId: number } | null> {
  const world = stack.devServer.world();
  const today = localDayStart(stack.devServer.now());
  const upcoming = [...world.matches.values()].filter(
    (match) =>
      match.sport === 'football' &&
      match.statusId === FootballStatus.notStarted &&
      match.matchDate < today + DAY &&
      (world.hostsByMatch.get(match.id)?.length ?? 0) > 0,
  );
  for (const match of upcoming) {
    if (!(await kickOff(stack, match.id))) continue;
    // Its streamers go live at the simulator's next tick.
    const until = Date.now() + 5000;
    while (match.statusId === FootballStatus.notStarted && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const hostId of world.hostsByMatch.get(match.id) ?? []) {
      if ((await shownFootballRoomOf(stack, hostId, accept)) === match.id) return { hostId, matchId: match.id };
    }
  }
  return null;
}

/** Kicks a match that has not started off now (the development control); false when it cannot. */
async function kickOff(stack: Stack, matchId: number): Promise<boolean> {
  const response = await fetch(`${stack.apiUrl}${DevCalls.kickOff}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId }),
  });
  return response.status === 200;
}

/** Scores for the home side on the server (the room's push carries it); answers the home score it now has. */
export async function scoreHomeGoal(stack: Stack, matchId: number): Promise<number> {
  const response = await fetch(`${stack.apiUrl}${DevCalls.scoreGoal}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, side: 'home' }),
  });
  if (response.status !== 200) throw new Error(`scoreGoal answered ${response.status}`);
  return ((await response.json()) as { homeScore: number }).homeScore;
}

/** A live football room whose video the room shows (the platform's game or 畅玩): its host and live room. */
export async function liveFootballRoomWithVideo(stack: Stack): Promise<{ hostId: number; roomId: number }> {
  const { hostId } = await liveFootballRoom(stack, (info) =>
    ([GameId.NewSt, GameId.Play] as number[]).includes(info.matchSource),
  );
  const { envelope } = await stack.callEnvelope('POST', AnchorRoomCalls.hostLiveMatchInfo.path, {
    form: { hostId },
  });
  return { hostId, roomId: parseStreamerMatchInfo(envelope.data)!.liveRoomId };
}

/** The stream's delay the room shows (N 秒延迟), in ms: what the room's crowd waits for. */
export async function streamDelayMsOf(page: Page): Promise<number> {
  const text = await page
    .getByText(/\d+ 秒延迟/)
    .first()
    .textContent({ timeout: 30_000 });
  return Number(/(\d+) 秒延迟/.exec(text ?? '')![1]) * 1000;
}

/**
 * Starts noting, in the page, the shortest stream delay its label (N 秒延迟) shows: the player may
 * come nearer the live edge while a test waits (on busy cores its start fell behind, then caught
 * up), and the room releases by the delay it has now. The function returned reads it, in ms.
 */
export async function noteShortestDelay(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = window as unknown as { __shortestDelayS?: number };
    setInterval(() => {
      const label = /(\d+) 秒延迟/.exec(document.body.textContent ?? '');
      if (label) seen.__shortestDelayS = Math.min(seen.__shortestDelayS ?? Infinity, Number(label[1]));
    }, 100);
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { __shortestDelayS?: number }).__shortestDelayS ?? 0)) * 1000;
}

/** The minute of play after which a journey of a minute or two may meet the final whistle. */
const LATE_MINUTE = 75;

/**
 * Whether a football match is being played with time left for a journey: under way (a half or the
 * break between them) and not in its last quarter hour, when its streamers soon go off air.
 */
export function inPlayWithTimeLeft(stack: Stack, matchId: number): boolean {
  const match = stack.devServer.world().matches.get(matchId);
  if (match?.sport !== 'football') return false;
  const underWay: readonly number[] = [FootballStatus.firstHalf, FootballStatus.halfTime, FootballStatus.secondHalf];
  return underWay.includes(match.statusId) && match.minute <= LATE_MINUTE;
}

/**
 * A football match of today's round in `competitionIds` (the first one's first) that kicks off now
 * through the development control, so its whole first half is ahead whatever the hour; late at
 * night, when all of today's have started, one already in its first half. Answers the match and its
 * competition.
 */
export async function footballMatchKickingOff(
  stack: Stack,
  competitionIds: readonly number[],
): Promise<{ matchId: number; competitionId: number }> {
  const today = localDayStart(stack.devServer.now());
  const todays = [...stack.devServer.world().matches.values()]
    .filter((match): match is FootballMatch => match.sport === 'football')
    .filter((match) => competitionIds.includes(match.competitionId))
    .filter((match) => match.matchDate >= today && match.matchDate < today + DAY)
    .sort((a, b) => competitionIds.indexOf(a.competitionId) - competitionIds.indexOf(b.competitionId));
  for (const match of todays.filter((item) => item.statusId === FootballStatus.notStarted)) {
    if (await kickOff(stack, match.id)) return { matchId: match.id, competitionId: match.competitionId };
  }
  const playing = todays.find((match) => match.statusId === FootballStatus.firstHalf && match.minute <= 30);
  if (!playing) throw new Error('no football match of today to kick off or in its first half');
  return { matchId: playing.id, competitionId: playing.competitionId };
}

/**
 * An NBA game that tips off now through the development control (today's first, else the next
 * one with its teams known), so a game is in its first quarter whatever the hour: the league
 * plays in America's evening, China's morning. Failing that, one already in its first quarter.
 */
export async function basketballGameTippingOff(stack: Stack): Promise<number> {
  const games = [...stack.devServer.world().matches.values()]
    .filter((match) => match.sport === 'basketball')
    .sort((a, b) => a.matchDate - b.matchDate);
  for (const game of games.filter((item) => item.statusId === BasketballStatus.notStarted)) {
    if (await kickOff(stack, game.id)) return game.id;
  }
  const playing = games.find((game) => game.statusId === BasketballStatus.firstQuarter);
  if (!playing) throw new Error('no NBA game to tip off or in its first quarter');
  return playing.id;
}
