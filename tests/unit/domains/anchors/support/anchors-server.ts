/**
 * A fake anchors backend for page tests, under the real HTTP client (tests/support/fake-transport):
 * answers every call of AnchorCalls and the images query from a data object the test shapes,
 * records what was sent, and lets a test answer one call its own way (a failure, a hang).
 */
import {
  AnchorCalls,
  type AnchorHome,
  type Streamer,
  type StreamerMatchInfo,
  type StreamerRankItem,
  type Moment,
  type ScheduleItem,
  type SubscriptionInfo,
} from '@src/contracts/anchors';
import { SystemCalls } from '@src/contracts/http';
import type { ConfigImage } from '@src/contracts/system';
import { installFakeTransport, ok, paramsOf, type Reply, type SentRequest } from '@tests/support/fake-transport';

export interface FakeAnchorsData {
  home: AnchorHome;
  /** host/list answers (all of them, or the ones named by hostIds). */
  streamers: Streamer[];
  matchInfo: Record<number, StreamerMatchInfo | null>;
  schedule: Record<number, ScheduleItem[]>;
  /** Moments per streamer id, and under 0 the home feed's (every streamer's). */
  moments: Record<number, Moment[]>;
  rank: StreamerRankItem[];
  images: Record<number, ConfigImage[]>;
  subscriptions: SubscriptionInfo;
  specialRooms: string;
}

export const emptyData = (): FakeAnchorsData => ({
  home: { hosts: [], liveMatchList: [], hostMomentList: [] },
  streamers: [],
  matchInfo: {},
  schedule: {},
  moments: {},
  rank: [],
  images: {},
  subscriptions: { subscribeHostId: [], subscribeMatchId: [] },
  specialRooms: '',
});


export function installAnchorsServer(data: FakeAnchorsData, override?: (request: SentRequest) => Reply | undefined) {
  const likes = new Map<number, number>();
  const transport = installFakeTransport((request) => {
    const special = override?.(request);
    if (special) return special;
    const params = paramsOf(request);
    const hostId = Number(params.hostId ?? 0);
    switch (request.path) {
      case AnchorCalls.anchorList.path:
        return ok(data.home);
      case AnchorCalls.hostList.path: {
        const ids = Object.entries(params)
          .filter(([key]) => key.startsWith('hostIds'))
          .map(([, value]) => Number(value));
        return ok(ids.length > 0 ? data.streamers.filter((streamer) => ids.includes(streamer.id)) : data.streamers);
      }
      case AnchorCalls.hostLiveMatchInfo.path:
        return ok(data.matchInfo[hostId] ?? null);
      case AnchorCalls.hostSchedule.path:
        return ok(data.schedule[hostId] ?? []);
      case AnchorCalls.hostMoments.path: {
        const page = Number(params.page);
        const size = Number(params.size);
        const all = [...(data.moments[hostId] ?? [])].sort((a, b) =>
          params.momentSort === '2' ? b.likeCount - a.likeCount : b.createDate - a.createDate,
        );
        const list = all.slice((page - 1) * size, page * size);
        return ok({
          list,
          page,
          size,
          momentSort: Number(params.momentSort),
          total: all.length,
          isLastPage: page * size >= all.length,
        });
      }
      case AnchorCalls.likeMoment.path: {
        const momentId = Number(params.momentId);
        const base =
          Object.values(data.moments)
            .flat()
            .find((moment) => moment.id === momentId)?.likeCount ?? 0;
        likes.set(momentId, (likes.get(momentId) ?? base) + Number(params.count));
        return ok({ momentId, count: likes.get(momentId) });
      }
      case AnchorCalls.hostRank.path:
        return ok(data.rank);
      case AnchorCalls.subscribe.path:
      case AnchorCalls.unsubscribe.path: {
        const follow = request.path === AnchorCalls.subscribe.path;
        const change = (ids: number[], id: string | undefined) =>
          id === undefined ? ids : follow ? [...ids, Number(id)] : ids.filter((other) => other !== Number(id));
        data.subscriptions = {
          subscribeHostId: change(data.subscriptions.subscribeHostId, params.subscribeHostId),
          subscribeMatchId: change(data.subscriptions.subscribeMatchId, params.subscribeMatchId),
        };
        return ok(null);
      }
      case AnchorCalls.subscribeInfo.path:
        return ok(data.subscriptions);
      case AnchorCalls.specialRoomIds.path:
        return ok(data.specialRooms);
      case AnchorCalls.teamLogo.path:
        return ok({ matchId: Number(params.matchId), homeLogo: '', awayLogo: '' });
      case SystemCalls.imagesQuery.path:
        return ok(data.images[Number(params.categoryId)] ?? []);
      default:
        return { envelope: { code: 10001, msg: `no fake for ${request.path}` } };
    }
  });
  return {
    ...transport,
    /** The requests sent to one path. */
    sentTo: (path: string) => transport.sent.filter((request) => request.path === path),
  };
}
