/**
 * The federated `./SportInfoApp` (README "The federation contract"): the whole app as one
 * component. Inside a host router it renders its routes relative to the host's route and the
 * host owns history; otherwise it brings its own browser router with `basename`.
 */
import { useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { DEFAULT_BASENAME_EMBEDDED, type SportInfoAppProps } from '../contracts/props';
import { AppRoutes } from '../app/app-routes';
import { BuiltInToasts } from '../app/frame/built-in-toasts';
import { AppRuntime } from '../app/runtime/app-runtime';
import { RuntimeContext } from '../app/runtime/runtime-context';
import { isAppPath, reportedRoute } from '../app/routing/route-table';
import { contentKey, normalizeProps } from '../platform/config/runtime-options';
import { useGlobalStore } from '../platform/global/global-store';
import { defaultKeyWarning } from '../platform/http/default-key-warning';
import { useLocaleStore } from '../platform/i18n/locale-store';
import { holdStyles } from '../platform/styles/held-styles';
import themeStyles from '../ui/tokens/theme.module.css';
import { defaultApiBaseUrl } from './default-api-base-url';

export default function SportInfoApp(props: SportInfoAppProps) {
  const { basename, bridge, apiBaseUrl, platform, session, locale, theme, flags, signer, signingKey } = props;
  const { allowedHosts, resumeLastPage, reportSampleRate } = props;
  // `flags` and `allowedHosts` are compared by content: hosts often pass fresh literals.
  const tokenKey = contentKey(() => session?.token);
  const flagsKey = contentKey(() => flags);
  const hostsKey = contentKey(() => allowedHosts);
  // Logging in or out changes the options; a new session object for the same user does not (tokenKey).
  const signedOut = session === null;
  const { options, warnings } = useMemo(
    () =>
      // Read from the props as they are when a dependency below changes.
      normalizeProps(props, { basename: DEFAULT_BASENAME_EMBEDDED, apiBaseUrl: defaultApiBaseUrl() }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      basename,
      bridge,
      apiBaseUrl,
      platform,
      tokenKey,
      signedOut,
      locale,
      theme,
      flagsKey,
      signer,
      signingKey,
      hostsKey,
      resumeLastPage,
      reportSampleRate,
    ],
  );
  const [runtime] = useState(() => new AppRuntime(options, { isAppPath, reportedRoute }));
  const inHostRouter = useInRouterContext();

  useEffect(() => {
    if (warnings.length > 0) console.warn(`[sport-info] props corrected:\n- ${warnings.join('\n- ')}`);
  }, [warnings]);

  useEffect(() => {
    const warning = defaultKeyWarning(options.apiBaseUrl, options.usesDefaultSigningKey);
    if (warning) console.warn(warning);
  }, [options.apiBaseUrl, options.usesDefaultSigningKey]);

  // Before paint: a remount after an unmount gets its styles back before its first frame.
  useLayoutEffect(() => holdStyles(), []);

  useEffect(() => {
    runtime.start();
    return () => runtime.dispose();
  }, [runtime]);

  useEffect(() => {
    runtime.applyOptions(options);
  }, [runtime, options]);

  const currentTheme = useGlobalStore((state) => state.currentTheme);
  // The locale shown (its words loaded), which picks the font stack and tells readers the language.
  const shownLocale = useLocaleStore((state) => state.locale);
  // In the native app its top bar covers the page's top: the page's bars are padded by its height.
  const topBarHeight = useGlobalStore((state) => state.topBarHeight);
  const context = useMemo(
    () => ({ runtime, options, hrefPrefix: inHostRouter && options.basename !== '/' ? options.basename : '' }),
    [runtime, options, inHostRouter],
  );

  return (
    <RuntimeContext.Provider value={context}>
      <div
        className={themeStyles.root}
        style={topBarHeight > 0 ? ({ '--si-top-bar': `${topBarHeight}px` } as CSSProperties) : undefined}
        lang={shownLocale}
        data-theme={currentTheme}
        data-platform={options.platform}
        data-own-router={!inHostRouter}
        data-testid="sport-info-root"
      >
        {inHostRouter ? (
          <AppRoutes />
        ) : (
          <BrowserRouter basename={options.basename}>
            <AppRoutes />
          </BrowserRouter>
        )}
        <BuiltInToasts />
      </div>
    </RuntimeContext.Provider>
  );
}
