/**
 * The live room's descriptor: its route (`/anchor/detail/:id`, under the anchor home's path as
 * the spec names it), the link other domains ask for (`live-room.room`) with what a press on it
 * starts, its storage keys, its overlay — the mini-player, with the stream it holds stopped on
 * unmount — and what it runs for the app's whole life: the streamers' live changes applied to the
 * open room, the room's chat lines handed to its crowd, a private room's stream stopped at logout.
 */
import { AnchorsPush } from '../../contracts/anchors-push';
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { registerPushHandler } from '../../platform/socket/push-connection';
import { streamerLiveHandler } from '../match/store/streamer-live-feed';
import { warmRoomLink } from './components/room-warmup';
import { LIVE_ROOM_DOMAIN } from './live-room-domain-id';
import { liveRoomRoutes } from './live-room-routes';
import { liveRoomStorage } from './live-room-storage';
import { roomCrowdStore } from './crowd/store/room-crowd-lazy-store';
import { roomPredictionsStore } from './predictions/store/room-predictions-lazy-store';
import { closePrivateStreamAtLogout, closeStream, watchMiniPlayer } from './player/store/stream-dock';
import { roomSlice, useLiveRoomStore } from './store/live-room-store';

export const liveRoomDomain = defineDomain({
  id: LIVE_ROOM_DOMAIN,
  routes: [
    {
      id: 'anchor-detail',
      pattern: liveRoomRoutes.room,
      header: false,
      keepAlive: false,
      inputPadding: true,
      liveData: true,
      // The room's actions load beside the page (not after it, at the page's first call).
      load: () => roomSlice.beside(import(/* webpackChunkName: "page-anchor-detail" */ './pages/live-room-page')),
    },
  ],
  links: { room: liveRoomRoutes.room },
  // A press on a link into a room starts its chunks, its call and the player's code (room-warmup.ts).
  warmLinks: { room: warmRoomLink },
  storageKeys: Object.values(liveRoomStorage),
  overlays: [
    {
      // The room's stream over every page once the room is left while it plays.
      id: 'live-room-mini-player',
      watch: watchMiniPlayer,
      load: () => import(/* webpackChunkName: "mini-player" */ './mini-player/components/mini-player'),
    },
  ],
  start: () => {
    const stops = [
      // The app unmounts (or the pages are re-created): the stream, floating or not, stops.
      () => closeStream(),
      closePrivateStreamAtLogout(),
      registerPushHandler(
        AnchorsPush.hostLive,
        streamerLiveHandler((changes) => useLiveRoomStore.getState().applyStreamerLive(changes)),
      ),
      // The open room's chat lines and 竞猜, once its chat's or card's chunk has brought the store
      // (with the messages' schemas); only their hooks hold the channels these travel on.
      roomCrowdStore.whileProvided((store, messages) => [
        registerPushHandler(messages.line, { apply: (line) => store.getState().receive([line]) }),
      ]),
      roomPredictionsStore.whileProvided((store, messages) => [
        registerPushHandler(messages.prediction, { apply: (view) => store.getState().receivePrediction(view) }),
        registerPushHandler(messages.split, { apply: (split) => store.getState().receiveSplit(split) }),
      ]),
    ];
    return () => stops.reverse().forEach((stop) => stop());
  },
});
