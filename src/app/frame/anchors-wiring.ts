/**
 * What the frame takes from the anchors domain for the app's whole life (the frame may import
 * domains; domains never import the app): the anchor tab's live badge follows the displayed
 * hosts, the `anchors:live` channel is held so the badge stays current on every page, the
 * domain's push handlers are registered, and the user's follows and bookings follow the session.
 */
import { PushChannel } from '../../contracts/push';
import { useAnchorsStore } from '../../domains/anchors/store/anchors-store';
import '../../domains/anchors/store/push-handlers';
import { anchorsSelectors } from '../../domains/anchors/store/selectors';
import { startAnchorsSessionSync } from '../../domains/anchors/store/session-sync';
import { subscribeChannels } from '../../platform/socket/push-connection';
import { useFrameStore } from './frame-store';

/** Starts the wiring; the returned function undoes it (the runtime's dispose). */
export function startAnchorsWiring(): () => void {
  const showBadgeFor = (hosts: ReturnType<typeof anchorsSelectors.displayHosts>) =>
    useFrameStore.getState().setLiveHosts(hosts);
  showBadgeFor(anchorsSelectors.displayHosts(useAnchorsStore.getState()));
  const stopBadge = useAnchorsStore.subscribe((state, previous) => {
    const hosts = anchorsSelectors.displayHosts(state);
    if (hosts !== anchorsSelectors.displayHosts(previous)) showBadgeFor(hosts);
  });
  const releaseChannel = subscribeChannels([PushChannel.anchorsLive]);
  const stopSessionSync = startAnchorsSessionSync();
  return () => {
    stopSessionSync();
    releaseChannel();
    stopBadge();
  };
}
