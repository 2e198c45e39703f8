/**
 * The anchors (streamers) calls (AnchorCalls of src/contracts/anchors.ts and AnchorMomentCalls of
 * anchors-moments.ts) over the seeded world, and the live media of the rooms (streams/live-routes.ts).
 *
 * Streamers are answered raw: the app applies the display rules itself
 * (schedule entries of other game ids, banned hosts, private-group rooms), so the answers
 * include entries it must drop.
 *
 * Unknown ids (one rule for every call): a call about one named host, moment or match answers
 * code 10001 "…不存在" (DevServerCode.BadParams, a parameter error like a missing one); a filter
 * (`hostIds` of host/list) just leaves unknown ids out; `data: null` means only "the host exists
 * but streams nothing now or next" (host/load/live/match/info).
 *
 * Per-user state, for the server's lifetime: follows and live bookings per uid
 * (subscribe/unsubscribe). Special rooms are derived from the uid, not stored.
 */
import { AnchorCalls } from '../../../src/contracts/anchors';
import { AnchorMomentCalls } from '../../../src/contracts/anchors-moments';
import { AnchorRankCalls } from '../../../src/contracts/anchors-rank';
import { AnchorRoomCalls } from '../../../src/contracts/anchors-room';
import { GameId } from '../../../src/contracts/system';
import { badParams, noSuch } from '../api-error';
import type { ApiRequest } from '../router';
import { hashString } from '../seed';
import type { RouteModule, ServerContext } from '../server-context';
import { registerLiveStreamRoutes } from '../streams/live-routes';
import {
  anchorHome,
  hostList,
  hostLiveMatchInfo,
  hostMoments,
  hostRank,
  hostSchedule,
  likeMoment,
} from '../world/queries/anchors';
import { findMatch, teamLabel } from '../world/queries/matches';
import type { World } from '../world/types';
import { homeSchedule, hostOf, liveMatch, moment, scheduleItem } from './anchors-view';
import { setAnchorBannerTargets, type AnchorBannerTarget } from './system-images';
import { userFollowsOf } from './user-follows';

/** Moments on the anchor home. */
const HOME_MOMENTS = 20;
const BANNER_TARGETS = 12;

/** Hosts the app keeps on a match they stream: where anchor banners may lead. */
export function anchorBannerTargets(world: World, limit = BANNER_TARGETS): AnchorBannerTarget[] {
  const shown: number[] = [GameId.NewSt, GameId.Play];
  const now = world.currentTime;
  return [...world.hosts.values()]
    .filter((host) => host.liveStatus !== 3)
    .flatMap((host) =>
      // Entries of the anchor home's schedules only, else the app could not find them there.
      homeSchedule(host, now)
        .filter(
          (entry) => entry.liveStatus !== 2 && entry.liveUserGroupId === null && shown.includes(entry.matchSource),
        )
        .map((entry) => ({ host, entry })),
    )
    .sort(
      (a, b) =>
        b.entry.liveStatus - a.entry.liveStatus ||
        a.entry.startDate - b.entry.startDate ||
        b.host.watcherCount - a.host.watcherCount ||
        a.host.id - b.host.id,
    )
    .slice(0, limit)
    .map(({ host, entry }) => {
      const match = findMatch(world, entry.matchId);
      const teams = match
        ? `${teamLabel(world, match.sport, match.homeId).shortNameZh}对${teamLabel(world, match.sport, match.awayId).shortNameZh} `
        : '';
      // Banner titles are drawn on the image and listed comma-separated: no commas.
      const title = `${teams}${host.nickName}${entry.liveStatus === 1 ? '直播中' : '陪你看'}`.replace(/,/g, ' ');
      return { hostId: host.id, matchId: entry.matchId, title };
    });
}

/** Every private-group room of the world, ascending. */
export function privateRoomIds(world: World): number[] {
  const rooms = new Set<number>();
  for (const host of world.hosts.values()) {
    for (const entry of host.liveSchedule) if (entry.liveUserGroupId !== null) rooms.add(entry.liveRoomId);
  }
  return [...rooms].sort((a, b) => a - b);
}

/**
 * The private rooms a user may enter: about half of them, chosen by a hash of uid and room, so
 * the same user always gets the same rooms; never none and never all (when there are two or more),
 * so every demo user sees some private rooms and misses others.
 */
export function specialRoomsOf(uid: string, rooms: readonly number[]): number[] {
  if (rooms.length === 0) return [];
  const ranked = [...rooms].sort((a, b) => hashString(`${uid}:${a}`) - hashString(`${uid}:${b}`) || a - b);
  const allowed = rooms.filter((room) => hashString(`rooms:${uid}:${room}`) % 2 === 0);
  let chosen = new Set(allowed);
  if (chosen.size === 0) chosen = new Set(ranked.slice(0, 1));
  if (chosen.size === rooms.length && rooms.length > 1) chosen.delete(ranked[ranked.length - 1]!);
  return rooms.filter((room) => chosen.has(room));
}

export const registerAnchorRoutes: RouteModule = (router, server: ServerContext) => {
  const world = () => server.world();
  // Follows and bookings per uid (shared with the live room's red envelope).
  const follows = userFollowsOf(server);
  const followsOf = (request: ApiRequest) => {
    const uid = request.session!.uid;
    let state = follows.get(uid);
    if (!state) {
      state = { hosts: new Set(), matches: new Set() };
      follows.set(uid, state);
    }
    return state;
  };

  const requireHost = (hostId: number) => {
    const host = world().hosts.get(hostId);
    if (!host) throw noSuch('主播', hostId);
    return host;
  };

  router.handle(AnchorCalls.anchorList, (_request, { momentSort }) => {
    const current = world();
    const home = anchorHome(current, { momentSort, momentSize: HOME_MOMENTS });
    return {
      hosts: home.hosts.map((host) => hostOf(host, current.currentTime, 'home')),
      liveMatchList: home.liveMatchList.map(liveMatch),
      hostMomentList: home.hostMomentList.map(moment),
    };
  });

  router.handle(AnchorCalls.hostList, (_request, { hostIds }) => {
    const current = world();
    return hostList(current, hostIds ? { hostIds } : {}).map((host) => hostOf(host, current.currentTime, 'list'));
  });

  router.handle(AnchorRoomCalls.hostLiveMatchInfo, (_request, { hostId }) => {
    const host = requireHost(hostId);
    return hostLiveMatchInfo(world(), host.id) ?? null;
  });

  router.handle(AnchorMomentCalls.hostMoments, (_request, params) => {
    // Without hostId: the moments of every host (the anchor home's moment list).
    const hostId = params.hostId === undefined ? undefined : requireHost(params.hostId).id;
    const { page, size, momentSort } = params;
    const result = hostMoments(world(), { hostId, page, size, momentSort });
    return {
      list: result.list.map(moment),
      page: result.page,
      size: result.size,
      momentSort: result.momentSort,
      total: result.total,
      isLastPage: result.isLastPage,
    };
  });

  router.handle(AnchorMomentCalls.likeMoment, (_request, { momentId, count }) => {
    const total = likeMoment(world(), momentId, count);
    if (total === undefined) throw noSuch('动态', momentId);
    return { momentId, count: total };
  });

  router.handle(AnchorRoomCalls.hostSchedule, (_request, { hostId }) =>
    hostSchedule(world(), requireHost(hostId).id).map(scheduleItem),
  );

  router.handle(AnchorRankCalls.hostRank, () => hostRank(world()));

  /** `{ subscribeHostId }` and/or `{ subscribeMatchId }`; both checked before anything changes. */
  const subscriptionTargets = (params: { subscribeHostId?: number; subscribeMatchId?: number }) => {
    const { subscribeHostId: hostId, subscribeMatchId: matchId } = params;
    if (hostId === undefined && matchId === undefined) throw badParams('缺少 subscribeHostId 或 subscribeMatchId');
    const current = world();
    if (hostId !== undefined && !current.hosts.has(hostId)) throw noSuch('主播', hostId);
    if (matchId !== undefined && !findMatch(current, matchId)) throw noSuch('比赛', matchId);
    return { hostId, matchId };
  };

  // Idempotent: following twice or unfollowing what is not followed succeeds. The answer is
  // null; the app re-fetches user/subscribe/info.
  router.handle(AnchorCalls.subscribe, (request, params) => {
    const { hostId, matchId } = subscriptionTargets(params);
    const state = followsOf(request);
    if (hostId !== undefined) state.hosts.add(hostId);
    if (matchId !== undefined) state.matches.add(matchId);
    return null;
  });

  router.handle(AnchorCalls.unsubscribe, (request, params) => {
    const { hostId, matchId } = subscriptionTargets(params);
    const state = followsOf(request);
    if (hostId !== undefined) state.hosts.delete(hostId);
    if (matchId !== undefined) state.matches.delete(matchId);
    return null;
  });

  router.handle(AnchorCalls.subscribeInfo, (request) => {
    const state = followsOf(request);
    return { subscribeMatchId: [...state.matches], subscribeHostId: [...state.hosts] };
  });

  router.handle(AnchorCalls.specialRoomIds, (request) =>
    specialRoomsOf(request.session!.uid, privateRoomIds(world())).join(','),
  );

  router.handle(AnchorRoomCalls.teamLogo, (_request, { matchId }) => {
    const current = world();
    const match = findMatch(current, matchId);
    if (!match) throw noSuch('比赛', matchId);
    return {
      matchId,
      homeLogo: teamLabel(current, match.sport, match.homeId).logoFileId,
      awayLogo: teamLabel(current, match.sport, match.awayId).logoFileId,
    };
  });

  setAnchorBannerTargets(() => anchorBannerTargets(world()));
  registerLiveStreamRoutes(router, server);
};
