/**
 * The world a journey needs, set through the development server's controls whatever the hour —
 * a match in play (at a minute, or at its break) and the rooms of its streamers — never waited for
 * or hoped for (docs/testing.md); the rooms found by asking the server the app's own calls (the
 * room's match info).
 */
import { AnchorCalls, MomentSort } from '../../../src/contracts/anchors';
import { parseStreamerMatchInfo, type StreamerMatchInfo, AnchorRoomCalls } from '../../../src/contracts/anchors-room';
import { DevCalls } from '../../../src/contracts/dev-server';
import { SportType } from '../../../src/contracts/sports';
import { GameId } from '../../../src/contracts/system';
import { isDisplayableEntry } from '../../../src/domains/match/rules/match-anchors';
import { displayStreamers } from '../../../src/domains/match/rules/streamer-display';
import { BasketballStatus, FootballStatus } from '../../../shell-demo/server/world/status';
import type { FootballMatch, WorldMatch } from '../../../shell-demo/server/world/match-types';
import type { Page } from 'playwright-core';
import { callEnvelope } from '../../integration/server/signed-client';
import type { Stack } from './stack';

/** A moment of play a kick-off may start at (the development control): a minute of play, or the half-time break. */
export type KickOffAt = { minute: number } | { halfTime: true };

/**
 * Where a room's match starts when a test sets one: under way, with a score, events and a pulse to
 * show, and more than an hour of play ahead of a journey of a few minutes.
 */
const ROOM_MINUTE = 20;

/**
 * A room streaming a football match in play, made so through the development control whatever the
 * hour: a match with a streamer kicks off at `at` (by default its 20th minute), and the room of
 * one of its streamers that the app shows a visitor and `accept`s (e.g. the match sources whose
 * video the room shows) is answered. Each call sets a match of its own: a test owns its room's
 * match (its goals, its whistle).
 */
export async function liveFootballRoom(
  stack: Stack,
  accept: (info: StreamerMatchInfo) => boolean = () => true,
  at: KickOffAt = { minute: ROOM_MINUTE },
): Promise<{ hostId: number; matchId: number }> {
  const world = stack.devServer.world();
  const upcoming = [...world.matches.values()]
    .filter(
      (match) =>
        match.sport === 'football' &&
        match.statusId === FootballStatus.notStarted &&
        match.homeId !== 0 &&
        (world.hostsByMatch.get(match.id)?.length ?? 0) > 0,
    )
    .sort((a, b) => a.matchDate - b.matchDate);
  for (const match of upcoming) {
    if (!(await kickOff(stack, match.id, at))) continue;
    await untilStarted(match);
    for (const hostId of world.hostsByMatch.get(match.id) ?? []) {
      if ((await shownFootballRoomOf(stack, hostId, accept)) === match.id) return { hostId, matchId: match.id };
    }
  }
  throw new Error('no football match with a streamer to kick off on the development server');
}

/** Until the simulator has played a kicked-off match to the present (its next tick, about a second). */
async function untilStarted(match: WorldMatch): Promise<void> {
  const notStarted = match.sport === 'football' ? FootballStatus.notStarted : BasketballStatus.notStarted;
  const until = Date.now() + 10_000;
  while (match.statusId === notStarted) {
    if (Date.now() > until) throw new Error(`match ${match.id} was kicked off and did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a visitor's app shows: the platform's game, nobody logged in. */
const VISITOR = { jumpGameId: GameId.NewSt, loggedIn: false, allowedRoomIds: new Set<number>() };

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
  // Only a room the app shows a visitor: a banned streamer's room says 主播不存在或已下线 (at some
  // hours the next match to kick off is such a streamer's), and the entry rule hides another
  // game's stream and a private room (the room then says 主播暂未开播).
  const { envelope: listed } = await stack.callEnvelope('POST', AnchorCalls.hostList.path, {
    form: { hostIds: String(hostId) },
  });
  if (displayStreamers(AnchorCalls.hostList.answer(listed.data, 'data'), VISITOR).length === 0) return null;
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
    VISITOR,
  );
  return shown ? info.matchId : null;
}

/**
 * Kicks a match that has not started off now, or at a moment of play (the development control);
 * false when it cannot.
 */
export async function kickOff(stack: Pick<Stack, 'apiUrl'>, matchId: number, at?: KickOffAt): Promise<boolean> {
  const response = await fetch(`${stack.apiUrl}${DevCalls.kickOff}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, ...at }),
  });
  return response.status === 200;
}

/** Scores for the home side on the server (the room's push carries it); answers the home score it now has. */
export async function scoreHomeGoal(stack: Pick<Stack, 'apiUrl'>, matchId: number): Promise<number> {
  const response = await fetch(`${stack.apiUrl}${DevCalls.scoreGoal}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, side: 'home' }),
  });
  if (response.status !== 200) throw new Error(`scoreGoal answered ${response.status}`);
  return ((await response.json()) as { homeScore: number }).homeScore;
}

/** A room whose video the room shows: a stream of the platform's game or 畅玩. */
export const showsVideo = (info: StreamerMatchInfo): boolean =>
  ([GameId.NewSt, GameId.Play] as number[]).includes(info.matchSource);

/** A live football room whose video the room shows (the platform's game or 畅玩): its host and live room. */
export async function liveFootballRoomWithVideo(stack: Stack): Promise<{ hostId: number; roomId: number }> {
  const { hostId } = await liveFootballRoom(stack, showsVideo);
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

/**
 * A football match of `competitionIds` (the first one's first) that kicks off now through the
 * development control — today's next, else the nearest to come — so its whole first half is ahead
 * whatever the hour; with `at`, at that moment of play. Answers the match and its competition.
 */
export async function footballMatchKickingOff(
  stack: Stack,
  competitionIds: readonly number[],
  at?: KickOffAt,
): Promise<{ matchId: number; competitionId: number }> {
  const candidates = [...stack.devServer.world().matches.values()]
    .filter((match): match is FootballMatch => match.sport === 'football')
    .filter((match) => competitionIds.includes(match.competitionId) && match.statusId === FootballStatus.notStarted)
    .sort(
      (a, b) =>
        competitionIds.indexOf(a.competitionId) - competitionIds.indexOf(b.competitionId) || a.matchDate - b.matchDate,
    );
  for (const match of candidates) {
    if (!(await kickOff(stack, match.id, at))) continue;
    await untilStarted(match);
    return { matchId: match.id, competitionId: match.competitionId };
  }
  throw new Error(`no football match of ${competitionIds.join(', ')} to kick off`);
}

/**
 * An NBA game that tips off now through the development control (the nearest to come with its
 * teams known), so a game is in its first quarter whatever the hour: the league plays in America's
 * evening, China's morning.
 */
export async function basketballGameTippingOff(stack: Stack): Promise<number> {
  const games = [...stack.devServer.world().matches.values()]
    .filter((match) => match.sport === 'basketball' && match.statusId === BasketballStatus.notStarted)
    .sort((a, b) => a.matchDate - b.matchDate);
  for (const game of games) {
    if (!(await kickOff(stack, game.id))) continue;
    await untilStarted(game);
    return game.id;
  }
  throw new Error('no NBA game to tip off');
}

/**
 * On a stack whose world runs in another process (`npm start`: only its calls reach it): the
 * nearest football match of the anchor list (the platform's game, whose rooms show video) with a
 * streamer the app shows, kicked off now — at `at` when given — and that streamer, on air.
 */
export async function streamerPutOnAir(apiUrl: string, at?: KickOffAt): Promise<{ hostId: number; matchId: number }> {
  const home = async () => {
    const query = { pid: 164, matchSource: GameId.NewSt, t: 1, momentSort: MomentSort.Newest };
    const { envelope } = await callEnvelope(apiUrl, 'GET', AnchorCalls.anchorList.path, { query });
    return AnchorCalls.anchorList.answer(envelope.data, 'data');
  };
  const upcoming = (await home()).liveMatchList.filter(
    (item) => item.activityStatus === 0 && item.sportType === SportType.Football,
  );
  for (const { matchId } of upcoming) {
    if (!(await kickOff({ apiUrl }, matchId, at))) continue;
    // Its streamers go on air at the simulator's next tick.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // Live on this match alone: a streamer still live on an earlier test's match shows that
      // match's stream in its room, and a goal of this one would not wait for its picture.
      const host = (await home()).hosts.find(
        (streamer) =>
          streamer.liveStatus === 1 &&
          streamer.liveSchedule.some(
            (entry) => entry.matchId === matchId && entry.liveStatus === 1 && isDisplayableEntry(entry, VISITOR),
          ) &&
          streamer.liveSchedule.every((entry) => entry.liveStatus !== 1 || entry.matchId === matchId),
      );
      if (host) return { hostId: host.id, matchId };
    }
  }
  throw new Error('no football match with a shown streamer to kick off on `npm start`');
}
