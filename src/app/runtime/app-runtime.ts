/**
 * Everything one mounted SportInfoApp starts, in a React-free class whose lifecycle the
 * app's root owns: host bridge, native bridge, message intake, navigation, toast and
 * monitoring sinks, the HTTP client's settings and the start-up sequence. `dispose()` undoes
 * all of it, so a host can mount and unmount the app any number of times.
 */
import type { NativeMessage } from '../../contracts/native-bridge';
import type { LocaleName } from '../../contracts/props';
import { HostBridge } from '../../platform/bridge/host-bridge';
import { MessageIntake } from '../../platform/bridge/message-intake';
import { NativeBridge } from '../../platform/bridge/native-bridge';
import { AppNavigator, type NavigationTarget } from '../../platform/bridge/navigation';
import { configSelectors, useConfigStore } from '../../platform/config/config-store';
import type { RuntimeOptions } from '../../platform/config/runtime-options';
import { requestLanguage } from '../../platform/config/version-gates';
import { detectOsType, storedOrNewDeviceId } from '../../platform/device/device-id';
import { detectDeviceType, deviceHints } from '../../platform/device/device-type';
import { useLateChunksStore } from '../../platform/domain/late-chunks';
import { report } from '../../platform/feedback/monitor';
import { resetNotify, setToastSink } from '../../platform/feedback/notify';
import { useToastStore } from '../../platform/feedback/toast-store';
import { useGlobalStore } from '../../platform/global/global-store';
import { abortAll, configureHttp, whenCallsQuiet } from '../../platform/http/http-client';
import { useLoadingStore } from '../../platform/http/loading-store';
import { matchLocale } from '../../platform/i18n/locale';
import { speakLanguage } from '../../platform/i18n/spoken-language';
import { useSessionStore } from '../../platform/session/session-store';
import { closePushConnection, openPushConnection } from '../../platform/socket/push-connection';
import { clearDomainUserData, resetDomainStores } from '../../platform/store/domain-store';
import { clearPersonalLastSeen, flushLastSeenWrites } from '../../platform/store/last-seen';
import { DOMAINS } from '../domains';
import { useFrameStore } from '../frame/frame-store';
import { headerTabPath } from '../frame/header-tab-order';
import { DOWNLOAD_HOSTS } from '../pages/download-hosts';
import { usePromotionStore } from '../../features/promotions/promotion-store';
import { nextTask } from '../../lib/next-task';
import { APP_VERSION } from './app-version';
import { takeEarlyCalls } from './early-start';
import { RuntimeReporting } from './runtime-reporting';

export interface RuntimeHooks {
  /** Is this one of the app's own paths (the route table decides)? */
  isAppPath(path: string): boolean;
  /** The route an address is on, for the host's reports (route-table's `reportedRoute`); `*` without. */
  reportedRoute?(pathname: string, basename: string): string | null;
}

/**
 * The runtimes started on this page, oldest first. The stores, the push connection, the domains'
 * push handlers and the feedback sinks are the page's, so one runtime runs them at a time: an app
 * mounted while another is (a host's route transition keeps the old one on screen a moment, a
 * host mounts twice) takes over, and the older one stands down until it unmounts, or runs again if
 * the newer one goes first. Registering the page's push handlers twice would throw in the host.
 */
const startedRuntimes: AppRuntime[] = [];

function forget(runtime: AppRuntime): void {
  const index = startedRuntimes.indexOf(runtime);
  if (index >= 0) startedRuntimes.splice(index, 1);
}

export class AppRuntime {
  readonly hostBridge: HostBridge;
  readonly native = new NativeBridge();
  readonly navigator: AppNavigator;
  private readonly intake: MessageIntake;
  private readonly reporting: RuntimeReporting;
  private routerNavigate: ((path: string) => void) | null = null;
  private options: RuntimeOptions;
  /** The native app's language, when it tells one: the page's locale unless the host passes its own. */
  private nativeLocale: LocaleName | undefined;
  private started = false;
  /** Counts start() calls: a boot continuation of an earlier start (StrictMode's remount) stands down. */
  private starts = 0;
  /** Undo what start() started: the session watch; the domains and their tabs' badges. */
  private stopSessionWatch: (() => void) | null = null;
  private stopDomains: (() => void)[] = [];
  /** Aborted by stop(): a boot step still waiting (the socket's quiet moment) gives up at once. */
  private running = new AbortController();

  constructor(options: RuntimeOptions, hooks: RuntimeHooks) {
    this.options = options;
    this.hostBridge = new HostBridge(options.bridge);
    this.navigator = new AppNavigator({
      hostBridge: this.hostBridge,
      native: this.native,
      platform: options.platform,
      basename: options.basename,
      allowedHosts: [...options.allowedHosts, ...DOWNLOAD_HOSTS],
      isAppPath: hooks.isAppPath,
      navigateInApp: (path) => this.routerNavigate?.(path),
      sportPath: () => configSelectors.sportPath(useConfigStore.getState()),
    });
    this.intake = new MessageIntake((message) => this.onNativeMessage(message));
    this.reporting = new RuntimeReporting({
      bridge: this.hostBridge,
      routeAt: (pathname) => hooks.reportedRoute?.(pathname, this.options.basename) ?? null,
      onLateChunks: () => useLateChunksStore.getState().setAsked(),
    });
  }

  /** The router's navigate, set by a component inside the router. */
  setRouterNavigate(navigate: ((path: string) => void) | null): void {
    this.routerNavigate = navigate;
  }

  /** The router is on another page (its address already the page's). */
  pageChanged(): void {
    this.reporting.pageChanged();
  }

  go(target: NavigationTarget) {
    return this.navigator.go(target);
  }

  /** In the native app, with no page of ours to go back to: the app's own back. False elsewhere. */
  nativeBack(): boolean {
    if (this.options.platform !== 'app' || !this.native.available) return false;
    void this.native
      .call('back')
      .catch((error: unknown) => report({ code: 'native-back-failed', message: String(error) }));
    return true;
  }

  /**
   * Starts the app's page-wide parts: a runtime already running on the page stands down first
   * (see `startedRuntimes`).
   */
  start(): void {
    if (this.started) return;
    const running = startedRuntimes.at(-1);
    if (running && running !== this) running.stop();
    forget(this);
    startedRuntimes.push(this);
    this.run();
  }

  /**
   * Undoes start(). When this runtime was the one running and an older one stood down for it, the
   * older one runs again.
   */
  dispose(): void {
    forget(this);
    if (!this.started) return;
    this.stop();
    startedRuntimes.at(-1)?.run();
  }

  private run(): void {
    this.started = true;
    this.starts += 1;
    this.running = new AbortController();
    const osType = detectOsType(navigator.userAgent);
    configureHttp({
      signer: this.options.signer,
      platform: this.options.platform,
      osType,
      deviceType: detectDeviceType(this.options.platform, osType, deviceHints()),
      version: APP_VERSION,
      language: this.requestLanguage(),
    });
    setToastSink((type, message) => {
      if (this.options.platform === 'app' && this.native.available)
        void this.native.call('toast', { type, message }).catch(() => undefined);
      else if (this.hostBridge.hasHost) this.hostBridge.emit('toast', { type, message });
      else useToastStore.getState().show(type, message);
    });
    this.reporting.start(this.options.reportSampleRate);
    this.hostBridge.on('session', (session) => {
      if (session) useSessionStore.getState().login(session);
      else useSessionStore.getState().logout();
    });
    this.hostBridge.on('theme', ({ theme }) => useGlobalStore.getState().setTheme(theme));
    this.hostBridge.on('select-tab', ({ tab }) => this.selectTab(tab));
    this.hostBridge.on('customer-service-float', ({ visible }) =>
      useFrameStore.getState().setCustomerServiceVisible(visible),
    );
    this.intake.start();
    this.stopSessionWatch = this.watchSession();
    this.stopDomains = this.startDomains();
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    this.onVisibilityChange();
    useSessionStore.getState().restore();
    this.applyOptions(this.options, true);
    // Started from the first commit's effects, which already hold the wiring above: the start-up
    // calls begin in a task of their own, so the first commit is not one long task with them.
    const startedAs = this.starts;
    void nextTask().then(() => this.boot(startedAs));
  }

  /** Each domain's start, and its header tabs' badges fed to the frame; in list order. */
  private startDomains(): (() => void)[] {
    const stops = DOMAINS.map((domain) => domain.start());
    for (const tab of DOMAINS.flatMap((domain) => domain.headerTabs)) {
      if (tab.watchBadge) stops.push(tab.watchBadge((visible) => useFrameStore.getState().setBadge(tab.key, visible)));
    }
    return stops;
  }

  /**
   * Logout, or another user's login: every domain forgets the user's own data, and so does
   * the device (personal last-seen data). Watched before the domains start, so a domain that
   * loads the new user's data (platform/session/follow-session) does so after the clearing.
   */
  private watchSession(): () => void {
    return useSessionStore.subscribe((state, previous) => {
      if (previous.token === '' || state.token === previous.token) return;
      for (const domain of DOMAINS) domain.clearUserData();
      clearDomainUserData('app');
      clearPersonalLastSeen();
    });
  }

  /**
   * The `t` parameter changed: the pages are re-created, so the domains start
   * afresh — stopped, every store back to its initial state, started again (the user's own data
   * loads again at once).
   */
  restartDomains(): void {
    if (!this.started) return;
    this.stopAllDomains();
    for (const domain of DOMAINS) domain.reset();
    this.stopDomains = this.startDomains();
  }

  private stopAllDomains(): void {
    for (const stop of this.stopDomains.reverse()) stop();
    this.stopDomains = [];
  }

  /** A prop changed (or, `initial`, the first props at start): update in place, no remount. */
  applyOptions(options: RuntimeOptions, initial = false): void {
    const previous = this.options;
    this.options = options;
    const session = useSessionStore.getState();
    if (options.session && options.session.token !== session.token) session.login(options.session);
    if (options.session === null && (previous.session || session.token)) session.logout();
    if (initial || options.theme !== previous.theme) useGlobalStore.getState().setTheme(options.theme);
    if (options.bridge !== previous.bridge) this.hostBridge.replaceEmitter(options.bridge);
    this.reporting.setRate(options.reportSampleRate);
    this.applyLocale();
    configureHttp({ signer: options.signer });
  }

  /** The page's locale and the `language` header, together: the next call carries the words shown. */
  private applyLocale(): void {
    const { options } = this;
    void speakLanguage(
      options.languageEnabled ? options.locale : (this.nativeLocale ?? options.locale),
      this.requestLanguage(),
    );
  }

  /**
   * Start-up gates: device id, then the domain list (and the push connection), then common config.
   * The calls begun before the mount for the same address (early-start.ts) are taken instead of
   * new ones; the order in which the gates open stays the same. Also the gate's retry. `bootedIn`: the start it belongs to; once that start is undone or
   * followed by another (StrictMode's remount), the boot stands down at its next step.
   */
  async boot(bootedIn = this.starts): Promise<void> {
    const config = useConfigStore.getState();
    const startIsCurrent = () => this.started && this.starts === bootedIn;
    const current = () => startIsCurrent() && useConfigStore.getState().domainListStatus === 'ready';
    if (!startIsCurrent()) return;
    const early = takeEarlyCalls(this.options);
    await this.prepareDevice();
    await config.loadDomainList(this.options.apiBaseUrl, early?.domainList);
    if (!current()) return;
    const pushUrl = configSelectors.pushUrl(useConfigStore.getState());
    await config.loadCommonConfig(early?.commonConfig);
    // Live updates only change what the first screen's answers already show: the socket (its code
    // and its handshake) waits until those answers are in, not to share a slow link with them;
    // so does what only later failures and page views need, and the frame's pieces no first screen
    // shows (runtime-reporting.ts, late-frame.tsx).
    if (!current()) return;
    await whenCallsQuiet(this.running.signal);
    if (!current()) return;
    if (pushUrl) void openPushConnection(pushUrl);
    this.reporting.afterFirstScreen();
  }

  /**
   * The `language` header: the passed locale (else the native app's), in the app only from the
   * dialect version on (platform/config/version-gates).
   */
  private requestLanguage(): string | undefined {
    const where = { platform: this.options.platform, appVersion: useGlobalStore.getState().appVersion };
    return requestLanguage(this.options.languageEnabled ? this.options.locale : this.nativeLocale, where);
  }

  private async prepareDevice(): Promise<void> {
    const session = useSessionStore.getState();
    if (this.options.platform === 'app' && this.native.available) {
      try {
        const [info, login] = await Promise.all([this.native.call('getNativeInfo'), this.native.call('getLoginInfo')]);
        session.setDeviceId(info.deviceId || storedOrNewDeviceId());
        useGlobalStore.getState().setAppVersion(info.version);
        this.nativeLocale = matchLocale(info.language);
        const osType = info.osType === 2 || info.osType === 3 ? info.osType : 1;
        configureHttp({
          version: info.version,
          osType,
          deviceType: detectDeviceType('app', osType, deviceHints()),
        });
        this.applyLocale();
        if (login.code === 1 && login.data) session.login(login.data);
        else session.logout();
        const [theme, topBar] = await Promise.all([
          this.native.call('getTheme').catch(() => null),
          this.native.call('getTopBarHeight').catch(() => null),
        ]);
        if (theme) useGlobalStore.getState().setTheme(theme.theme);
        if (topBar) useGlobalStore.getState().setTopBarHeight(topBar.height);
        return;
      } catch (error) {
        report({ code: 'native-info-failed', message: String(error) });
      }
    }
    session.setDeviceId(storedOrNewDeviceId());
  }

  private onNativeMessage(message: NativeMessage): void {
    if (message.type === 'select-tab') this.selectTab(message.tab);
    else if (message.type === 'theme') useGlobalStore.getState().setTheme(message.theme);
    else if (message.type === 'customer-service-float')
      useFrameStore.getState().setCustomerServiceVisible(message.visible);
    else void this.refreshNativeLogin();
  }

  /** The host's or the native app's `select-tab`: the page of the header tab with that key. */
  private selectTab(key: string): void {
    const path = headerTabPath(key);
    if (path) this.routerNavigate?.(path);
  }

  private async refreshNativeLogin(): Promise<void> {
    try {
      const login = await this.native.call('getLoginInfo');
      if (login.code === 1 && login.data) useSessionStore.getState().login(login.data);
      else useSessionStore.getState().logout();
    } catch (error) {
      report({ code: 'native-login-failed', message: String(error) });
    }
  }

  private readonly onVisibilityChange = (): void => {
    useGlobalStore.getState().setPageVisible(document.visibilityState !== 'hidden');
  };

  private stop(): void {
    this.running.abort();
    abortAll();
    this.stopAllDomains();
    this.stopSessionWatch?.();
    this.stopSessionWatch = null;
    closePushConnection();
    // The last-seen copies still waiting for an idle moment are written now, and their page
    // listeners go with them.
    flushLastSeenWrites();
    this.intake.stop();
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.hostBridge.dispose();
    this.routerNavigate = null;
    setToastSink(null);
    this.reporting.stop();
    resetNotify();
    // The app's own stores (config, gold, the gold mall once its page has loaded) register as 'app'.
    resetDomainStores('app');
    for (const reset of [
      useSessionStore.getState().reset,
      useGlobalStore.getState().reset,
      useLoadingStore.getState().reset,
      useToastStore.getState().reset,
      useFrameStore.getState().reset,
      useLateChunksStore.getState().reset,
      usePromotionStore.getState().reset,
    ]) {
      reset();
    }
    for (const domain of DOMAINS) domain.reset();
    this.started = false;
  }
}
