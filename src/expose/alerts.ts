/**
 * The federated `./alerts`: the fan's match alerts on the host's own pages, without React on the
 * host's side. A portal mounts it once at its root:
 * `const unmount = mount(element, { bridge, session, locale, theme, apiBaseUrl }); unmount.update({ locale }); unmount();`
 * Each alert shows over the page (the in-app alert's view) and reaches the host as `match-alert`;
 * a tap opens its match through `navigate` (or the address itself, with no bridge). It comes from
 * the same container as `./SportInfoApp`, so beside a mounted app it shares the app's socket,
 * session and follows, and the two show each alert once (view/alert-presenters.ts). Alone, it
 * does what the app would: the session, the domain list and common config, the one socket, the
 * fan's bookings, and the locale passed (the alerts' words, the calls' and the socket's language).
 */
import { startEarly, type EarlyCalls } from '../app/runtime/early-start';
import { parseHostEvent, type BridgeEmitter } from '../contracts/bridge-events';
import { hostRouteUrlPath } from '../contracts/host-routes';
import { DEFAULT_BASENAME_EMBEDDED, type AlertsProps, type Unmount } from '../contracts/props';
import type { AlertDisplay } from '../domains/match/alerts/view/alert-display';
import { loadAlertDisplay } from '../domains/match/alerts/view/load-alert-display';
import { useFollowsStore } from '../domains/match/store/follows-store';
import type { NavigationTarget } from '../platform/bridge/navigation';
import { pathOf } from '../platform/domain/domain-links';
import { liveRoomRoutes } from '../domains/live-room/live-room-routes';
import { configSelectors, useConfigStore } from '../platform/config/config-store';
import { storedOrNewDeviceId } from '../platform/device/device-id';
import { speakHostLocale } from '../platform/i18n/spoken-language';
import { followSession } from '../platform/session/follow-session';
import { useSessionStore } from '../platform/session/session-store';
import { closePushConnection, currentPushClient, openPushConnection } from '../platform/socket/push-connection';
import type { PushClient } from '../platform/socket/push-client';
import { holdStyles } from '../platform/styles/held-styles';
import { defaultApiBaseUrl } from './default-api-base-url';

export type { AlertsProps } from '../contracts/props';

const roomPath = (id: number) => `${DEFAULT_BASENAME_EMBEDDED}${pathOf(liveRoomRoutes.room, { id })}`;

export function mount(element: Element, props: AlertsProps = {}): Unmount {
  let current = props;
  let unmounted = false;
  const releaseStyles = holdStyles();
  const stopSessionEvents = followHostSession(props.bridge);
  const stopPage = connectPage(props);
  // The view and the feed come in a chunk of their own, shared with the app's in-app alert, once
  // the locale passed is shown (its words load with the chunk).
  let display: AlertDisplay | null = null;
  void speakHostLocale(props.locale)
    .then(loadAlertDisplay)
    .then((loaded) => {
      if (unmounted || !loaded) return;
      display = loaded.showPageAlerts(element, {
        inApp: false,
        theme: current.theme ?? 'normal',
        roomPath,
        go: (target) => {
          open(target, current.bridge);
          return true;
        },
        announce: (event) => current.bridge?.emit('match-alert', event),
      });
    });

  const unmount = (() => {
    if (unmounted) return;
    unmounted = true;
    stopPage();
    stopSessionEvents();
    display?.stop();
    releaseStyles();
  }) as Unmount;
  unmount.update = (next) => {
    if (unmounted) return;
    const previous = current;
    current = { ...current, ...next };
    if (current.theme !== previous.theme) display?.setTheme(current.theme ?? 'normal');
    // The same locale again changes nothing.
    void speakHostLocale(current.locale);
    if (current.session && current.session.token !== useSessionStore.getState().token)
      useSessionStore.getState().login(current.session);
    if (next.session === null) useSessionStore.getState().logout();
  };
  return unmount;
}

export default mount;

/** A tap on an alert: the host opens the room (under the app's base) or the match page. */
function open(target: Exclude<NavigationTarget, { kind: 'url' }>, bridge: BridgeEmitter | undefined): void {
  const path =
    target.kind === 'app'
      ? target.path
      : hostRouteUrlPath(target.path, configSelectors.sportPath(useConfigStore.getState()));
  const query: Record<string, string> = {};
  if (target.kind === 'host')
    for (const [name, value] of Object.entries(target.query)) if (value !== undefined) query[name] = String(value);
  if (bridge) bridge.emit('navigate', { path, query });
  else window.location.assign(`${path}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''}`);
}

/** The host's `session` event logs the fan in or out, as it does the app. */
function followHostSession(bridge: BridgeEmitter | undefined): () => void {
  if (!bridge) return () => undefined;
  const listener = (payload: unknown) => {
    const session = parseHostEvent('session', payload);
    if (session) useSessionStore.getState().login(session);
    else if (session === null) useSessionStore.getState().logout();
  };
  bridge.on('session', listener);
  return () => bridge.off('session', listener);
}

/**
 * What the page needs for alerts and the app, when mounted, has already done: the fan, the
 * domain list and common config, the socket, the bookings. Each step is skipped when done, so
 * beside the app nothing is asked twice and there is still one socket.
 */
function connectPage(props: AlertsProps): () => void {
  let stopped = false;
  /** The socket this mount opened (none when the app's was open): closed with it unless the app took over. */
  let opened: PushClient | null = null;
  const session = useSessionStore.getState();
  if (props.session) session.login(props.session);
  else if (props.session !== null && session.token === '') session.restore();
  if (useSessionStore.getState().deviceId === '') session.setDeviceId(storedOrNewDeviceId());
  const stopFollows = followSession(() => void useFollowsStore.getState().refreshSubscriptions());
  void (async () => {
    const config = useConfigStore.getState();
    // The gate calls are the ones the app's start takes (early-start.ts): a fan who goes on to
    // the app, or a host that warms it on a hover, asks nothing twice.
    let early: EarlyCalls | null = null;
    if (config.domainListStatus === 'idle' || config.domainListStatus === 'failed') {
      const apiBaseUrl = props.apiBaseUrl ?? defaultApiBaseUrl();
      early = startEarly(apiBaseUrl, { locale: props.locale, session: props.session });
      await config.loadDomainList(apiBaseUrl, early.domainList);
    }
    const ready = useConfigStore.getState();
    if (stopped || ready.domainListStatus !== 'ready') return;
    if (ready.commonConfigStatus === 'idle' || ready.commonConfigStatus === 'failed')
      await ready.loadCommonConfig(early?.commonConfig);
    const pushUrl = configSelectors.pushUrl(useConfigStore.getState());
    if (stopped || !pushUrl || currentPushClient()) return;
    opened = await openPushConnection(pushUrl);
    // Unmounted while the client's code came: its socket goes too.
    if (stopped && opened && currentPushClient() === opened) closePushConnection();
  })();
  return () => {
    stopped = true;
    stopFollows();
    if (opened && currentPushClient() === opened) closePushConnection();
  };
}
