/**
 * The start-up calls begun before the app renders: the device id, the domain list
 * and then the common config start as soon as the code that knows the API address runs — the
 * standalone page's entry, or a host's `fetchData` (`./SportInfoApp.data`) — in parallel with
 * the page chunks' downloads, instead of after the first commit. Nothing renders earlier: the
 * boot (app-runtime.ts) takes these answers in place of its own calls, and the gates read the
 * same stores as before (the start-up order of docs/startup.md).
 *
 * They carry what every call of the app carries from the first (spec: token and uid when logged
 * in, language when enabled): the session — the host's when it passes one, else the one a
 * previous visit stored — and the `language` of the locale the host passes.
 *
 * Only on the web with the build's signing: in the native app the device id comes from the app,
 * and a host's own signer is known only at render. The boot takes the early calls only when they
 * were made for its address, platform, signing, language and session; otherwise it calls as before
 * and the early answers go unused.
 */
import type { SessionInfo } from '../../contracts/bridge-events';
import type { CommonConfig, DomainList } from '../../contracts/system';
import { systemApi } from '../../platform/config/system-api';
import type { RuntimeOptions } from '../../platform/config/runtime-options';
import { requestLanguage } from '../../platform/config/version-gates';
import { detectOsType, storedOrNewDeviceId } from '../../platform/device/device-id';
import { detectDeviceType, deviceHints } from '../../platform/device/device-type';
import { configureHttp } from '../../platform/http/http-client';
import { normalizeLocale } from '../../platform/i18n/locale';
import { useSessionStore } from '../../platform/session/session-store';
import { APP_VERSION } from './app-version';

export interface EarlyCalls {
  apiBaseUrl: string;
  /** The `language` header the calls carried (none: undefined). */
  language: string | undefined;
  /** The session token the calls carried ('' for none). */
  token: string;
  domainList: Promise<DomainList>;
  /** The domain list's request has gone out (signed and sent), or failed before. */
  domainListSent: Promise<void>;
  commonConfig: Promise<CommonConfig>;
}

let early: EarlyCalls | null = null;

const ensureDeviceId = () => {
  const session = useSessionStore.getState();
  if (session.deviceId === '') session.setDeviceId(storedOrNewDeviceId());
};

export interface EarlyStart {
  /** The locale the host passes the app (`languageEnabled`: it was passed at all). */
  locale?: string;
  /** The host's session (`null`: logged out); undefined: the one a previous visit stored. */
  session?: SessionInfo | null;
}

/** The `language` header of the web with these options: the locale, when the host passed one. */
const webLanguage = (locale: string | undefined) =>
  requestLanguage(locale === undefined ? undefined : normalizeLocale(locale), { platform: 'web', appVersion: '' });

/** Who the calls are from, as the app's mount would have it: the host's session, else the stored one. */
function takeSession(session: SessionInfo | null | undefined): void {
  const store = useSessionStore.getState();
  if (session) {
    if (session.token !== store.token) store.login(session);
  } else if (session === null) store.logout();
  else if (store.token === '') store.restore();
}

/** Starts the gate calls for `apiBaseUrl` (once per address, language and session until the app takes them). */
export function startEarly(apiBaseUrl: string, { locale, session }: EarlyStart = {}): EarlyCalls {
  const address = apiBaseUrl.replace(/\/$/, '');
  const language = webLanguage(locale);
  takeSession(session);
  const { token } = useSessionStore.getState();
  if (early?.apiBaseUrl === address && early.language === language && early.token === token) return early;
  ensureDeviceId();
  const osType = detectOsType(navigator.userAgent);
  configureHttp({
    platform: 'web',
    osType,
    deviceType: detectDeviceType('web', osType, deviceHints()),
    version: APP_VERSION,
    language,
  });
  // Detached: the app's mount undo (StrictMode) aborts every pending call, these must survive it.
  let sent!: () => void;
  const domainListSent = new Promise<void>((resolve) => (sent = resolve));
  const domains = systemApi.domainList(undefined, { baseUrl: address, detached: true, onSigned: sent });
  domains.then(sent, sent);
  const commonConfig = domains.then((list) => {
    ensureDeviceId();
    return systemApi.commonConfig(undefined, { detached: true, baseUrl: list.api[0] ?? address });
  });
  // A failure is the boot's to report, when it takes them; until then it is no unhandled rejection.
  commonConfig.catch(() => undefined);
  early = { apiBaseUrl: address, language, token, domainList: domains, domainListSent, commonConfig };
  return early;
}

/** The early calls, if they were made for these options; taken once (a retry calls anew). */
export function takeEarlyCalls(
  options: Pick<RuntimeOptions, 'apiBaseUrl' | 'platform' | 'usesDefaultSigningKey' | 'locale' | 'languageEnabled'>,
) {
  const calls = early;
  early = null;
  const matches =
    calls?.apiBaseUrl === options.apiBaseUrl &&
    options.platform === 'web' &&
    options.usesDefaultSigningKey &&
    calls.language === webLanguage(options.languageEnabled ? options.locale : undefined) &&
    // Made for another user (a host that warmed the app before its login, a stored token the
    // host's session has replaced): their answers are not this user's, and may be a refusal.
    calls.token === useSessionStore.getState().token;
  return matches ? calls : null;
}
