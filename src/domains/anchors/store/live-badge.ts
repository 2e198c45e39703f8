/**
 * The 主播 tab's live badge (docs/pages.md): shown while a displayed anchor of the home is live
 * on a match in progress. It reads the home's streamers, for whoever is looking.
 */
import { useConfigStore } from '../../../platform/config/config-store';
import { usePromotionStore } from '../../../features/promotions/promotion-store';
import { useSessionStore } from '../../../platform/session/session-store';
import { currentDisplayContext, subscribeDisplayContext } from '../../match/store/display-context';
import { useAnchorsStore } from './anchors-store';
import { shown } from './selectors';

/** Calls `show` with the badge's visibility now and whenever it changes; returns the unsubscribe. */
export function watchLiveBadge(show: (visible: boolean) => void): () => void {
  let visible = false;
  const update = () => {
    const next = shown.liveBadge(useAnchorsStore.getState().home.data, currentDisplayContext());
    if (next !== visible) show((visible = next));
  };
  show(visible);
  update();
  const stops = [
    useAnchorsStore.subscribe((state, previous) => state.home.data !== previous.home.data && update()),
    subscribeDisplayContext(update),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * The badge reads the anchor home's streamers: they are asked for once the app may call (the
 * config is there — the call needs its game id — and the device id, which every call carries:
 * the same two gates the root view waits for), on whatever page the visit starts — a visit that
 * starts on /news or /nba shows the badge too. Once the domain list is there, the list is asked
 * for ahead with the game id the config will most likely answer (the stored config's, else the
 * default), and the load after the config takes that answer if the id was right. The push
 * channel keeps them current from then on.
 */
export function loadHomeForBadge(): () => void {
  const loadWhenReady = () => {
    const config = useConfigStore.getState();
    const anchors = useAnchorsStore.getState();
    if (useSessionStore.getState().deviceId === '' || anchors.home.status !== 'idle') return;
    if (config.commonConfigStatus === 'ready') void anchors.loadHome();
    // The list does not need the config's answer to be asked for, only its game id: asked for
    // with the likely one while the config is on its way, it is not a round trip after it. Asked
    // for after the config's own request (being asked for as its status changes); which of the
    // two reaches the network first is up to their signatures. A guess already waiting is not
    // asked for again.
    else if (config.commonConfigStatus === 'loading' && config.domainListStatus === 'ready') {
      queueMicrotask(() => useAnchorsStore.getState().guessHome());
    }
  };
  loadWhenReady();
  const stops = [useConfigStore.subscribe(loadWhenReady), useSessionStore.subscribe(loadWhenReady)];
  return () => stops.forEach((stop) => stop());
}

/**
 * The displayed anchor list's schedule, shared with the promotions of every page (their
 * anchor-jump banners keep the anchor home's rule: a streamer of the list with that match).
 */
export function shareAnchorSchedule(): () => void {
  const share = () => {
    const home = useAnchorsStore.getState().home.data;
    if (home) usePromotionStore.getState().setAnchorSchedule(shown.streamers(home.streamers, currentDisplayContext()));
  };
  share();
  const stops = [
    useAnchorsStore.subscribe((state, previous) => state.home.data !== previous.home.data && share()),
    subscribeDisplayContext(share),
  ];
  return () => stops.forEach((stop) => stop());
}
