/**
 * Live media of the rooms (the `videoSourceDetail` of host/load/live/match/info, relative to
 * the API domain):
 *   GET /live/<room>/index.m3u8      live HLS playlist (streams/live-hls.ts)
 *   GET /live/<room>/seg-<seq>.ts    one segment of it
 *   GET /live/<room>.flv             endless HTTP-FLV (streams/live-flv.ts)
 * Media URLs are loaded by the player, which cannot sign: like files they are not signed and
 * ignore the token. Every room of the world streams (a host's own room and the private group
 * rooms of its schedule), live or not — the app decides from liveStatus whether to play; any
 * other room is 404.
 */
import { ApiError, DevServerCode } from '../api-error';
import { RawReply, type ApiRequest, type Router } from '../router';
import type { ServerContext } from '../server-context';
import type { World } from '../world/types';
import { fixtureSegment } from './fixture';
import { flvLiveReply } from './live-flv';
import {
  fixtureIndexOf,
  livePlaylist,
  newestSequence,
  PLAYLIST_CONTENT_TYPE,
  SEGMENT_CONTENT_TYPE,
  streamOrigin,
} from './live-hls';
import type { StreamReply } from './stream-reply';

export const LIVE_PATH_PREFIX = '/live/';

const FLV_PATH = /^(\d{1,12})\.flv$/;
const PLAYLIST_PATH = /^(\d{1,12})\/index\.m3u8$/;
const SEGMENT_PATH = /^(\d{1,12})\/seg-(\d{1,15})\.ts$/;

const MEDIA_HEADERS = { 'cross-origin-resource-policy': 'cross-origin' };

const roomsByWorld = new WeakMap<World, ReadonlySet<number>>();

/** Every room id of the world; rooms are fixed when the world is built. */
export function roomsOf(world: World): ReadonlySet<number> {
  let rooms = roomsByWorld.get(world);
  if (!rooms) {
    const ids = new Set<number>();
    for (const host of world.hosts.values()) {
      ids.add(host.liveRoomId);
      for (const entry of host.liveSchedule) ids.add(entry.liveRoomId);
    }
    rooms = ids;
    roomsByWorld.set(world, rooms);
  }
  return rooms;
}

const notFound = (what: string): ApiError => new ApiError(DevServerCode.NotFound, what, 404);

export function registerLiveStreamRoutes(router: Router, server: ServerContext): void {
  const origin = streamOrigin(server.now());
  const requireRoom = (text: string): number => {
    const room = Number(text);
    if (!roomsOf(server.world()).has(room)) throw notFound(`直播间不存在：${text}`);
    return room;
  };

  const serve = ({ rest }: ApiRequest): RawReply | StreamReply => {
    const flv = FLV_PATH.exec(rest);
    if (flv) {
      requireRoom(flv[1]!);
      return flvLiveReply(server.now());
    }
    const playlist = PLAYLIST_PATH.exec(rest);
    if (playlist) {
      requireRoom(playlist[1]!);
      // Players poll the playlist every target duration: it must never come from a cache.
      return new RawReply(
        200,
        { ...MEDIA_HEADERS, 'content-type': PLAYLIST_CONTENT_TYPE, 'cache-control': 'no-cache, no-store' },
        livePlaylist(server.now(), origin),
      );
    }
    const segment = SEGMENT_PATH.exec(rest);
    if (segment) {
      requireRoom(segment[1]!);
      const sequence = Number(segment[2]);
      // A segment exists once its 2 s are over; its content never changes after that.
      if (sequence > newestSequence(server.now(), origin)) throw notFound(`直播分片尚未生成：${rest}`);
      const body = fixtureSegment(fixtureIndexOf(sequence));
      return new RawReply(
        200,
        {
          ...MEDIA_HEADERS,
          'content-type': SEGMENT_CONTENT_TYPE,
          'content-length': String(body.length),
          'cache-control': 'public, max-age=86400, immutable',
        },
        body,
      );
    }
    throw notFound(`直播地址不存在：${LIVE_PATH_PREFIX}${rest}`);
  };

  router.prefix('GET', LIVE_PATH_PREFIX, serve, { auth: 'ignore' });
}
