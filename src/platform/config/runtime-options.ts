/**
 * The props a host passes, checked: a wrong or missing prop takes its default and adds one
 * line to a single console warning — never a crash (the host may be a different team's code).
 */
import type { BridgeEmitter, SessionInfo, ThemeName } from '../../contracts/bridge-events';
import { PLATFORMS, THEMES, type LocaleName, type PlatformName, type SportInfoAppProps } from '../../contracts/props';
import { DEFAULT_REPORT_SAMPLE_RATE, isSampleRate } from '../../contracts/reporting';
import { DEV_SIGNING_KEY, hmacSigner, type Signer } from '../../contracts/signature';
import { DEFAULT_LOCALE, matchLocale, normalizeLocale } from '../i18n/locale';

export interface RuntimeOptions {
  basename: string;
  bridge: BridgeEmitter | undefined;
  apiBaseUrl: string;
  platform: PlatformName;
  /** `undefined`: the host says nothing (keep what is stored); `null`: logged out. */
  session: SessionInfo | null | undefined;
  locale: LocaleName;
  /** The locale was passed: send the `language` header. */
  languageEnabled: boolean;
  theme: ThemeName;
  flags: { euro: boolean };
  signer: Signer;
  /** Requests are signed with DEV_SIGNING_KEY (no signer, no other key): fine on loopback only. */
  usesDefaultSigningKey: boolean;
  allowedHosts: string[];
  /** `/` resumes the last kept-alive page instead of redirecting to `/anchor`. */
  resumeLastPage: boolean;
  /** The share of page loads whose `metric` and `error` events reach the host (0–1). */
  reportSampleRate: number;
}

export interface OptionDefaults {
  basename: string;
  apiBaseUrl: string;
}

export function normalizeProps(
  props: unknown,
  defaults: OptionDefaults,
): { options: RuntimeOptions; warnings: string[] } {
  const warnings: string[] = [];
  const input = (typeof props === 'object' && props !== null ? props : {}) as Record<keyof SportInfoAppProps, unknown>;
  const pick = <T>(name: keyof SportInfoAppProps, valid: (value: unknown) => value is T, fallback: T): T => {
    try {
      const value = input[name];
      if (value === undefined) return fallback;
      if (valid(value)) return value;
      warnings.push(`${name}: ${preview(name, value)} is not valid, using ${preview(name, fallback)}`);
    } catch {
      // A throwing getter or proxy: the host's bug must not stop the app.
      warnings.push(`${name}: unreadable, using the default`);
    }
    return fallback;
  };

  const basename = normalizeBasename(pick('basename', isString, defaults.basename), warnings);
  const signingKey = pick('signingKey', isNonEmptyString, DEV_SIGNING_KEY);
  const isSigner = (value: unknown): value is Signer => typeof value === 'function';
  const signer = pick<Signer | undefined>('signer', isSigner, undefined);
  const flags = pick('flags', isObject, {} as Record<string, unknown>);
  // A tag that maps to one of ours (zh-Hant, en-GB) is taken as that locale, without a warning.
  const isLocaleTag = (value: unknown): value is string => matchLocale(value) !== undefined;
  if (flags.euro !== undefined && typeof flags.euro !== 'boolean')
    warnings.push('flags.euro: not a boolean, using false');

  return {
    warnings,
    options: {
      basename,
      bridge: pick('bridge', isEmitter, undefined),
      apiBaseUrl: pick('apiBaseUrl', isHttpUrl, defaults.apiBaseUrl).replace(/\/$/, ''),
      platform: pick('platform', (value): value is PlatformName => PLATFORMS.includes(value as PlatformName), 'web'),
      session: pick('session', isSessionOrNull, undefined),
      locale: normalizeLocale(pick('locale', isLocaleTag, DEFAULT_LOCALE)),
      languageEnabled: input.locale !== undefined,
      theme: pick('theme', (value): value is ThemeName => THEMES.includes(value as ThemeName), 'normal'),
      flags: { euro: flags.euro === true },
      signer: signer ?? hmacSigner(signingKey),
      usesDefaultSigningKey: signer === undefined && signingKey === DEV_SIGNING_KEY,
      allowedHosts: pick('allowedHosts', isStringList, []),
      resumeLastPage: pick('resumeLastPage', (value): value is boolean => typeof value === 'boolean', false),
      reportSampleRate: pick('reportSampleRate', isSampleRate, DEFAULT_REPORT_SAMPLE_RATE),
    },
  };
}

function normalizeBasename(value: string, warnings: string[]): string {
  if (!value.startsWith('/') || value.startsWith('//')) {
    warnings.push(`basename: ${preview('basename', value)} must start with a single "/", using "/"`);
    return '/';
  }
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

/**
 * A memo dependency for a prop compared by content (hosts often pass fresh literals); a value
 * that cannot be serialised (circular, BigInt, a throwing getter) is compared by identity.
 */
export function contentKey(read: () => unknown): unknown {
  let value: unknown;
  try {
    value = read();
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

/** Props whose values may hold a secret: a warning names their type only. */
const SECRET_PROPS: readonly string[] = ['session', 'signingKey', 'signer'];
const PREVIEW_LENGTH = 80;

/** A short, safe description of a prop value for a warning: never throws, never prints a secret. */
export function preview(name: string, value: unknown): string {
  if (value === undefined) return 'the default';
  if (SECRET_PROPS.includes(name)) return value === null ? 'null' : `a value of type ${typeof value}`;
  if (typeof value === 'function') return 'a function';
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    // Circular values and BigInts.
    text = undefined;
  }
  if (text === undefined) return `a value of type ${Array.isArray(value) ? 'array' : typeof value}`;
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isEmitter = (value: unknown): value is BridgeEmitter =>
  isObject(value) && ['on', 'off', 'emit'].every((method) => typeof value[method] === 'function');

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isSessionOrNull(value: unknown): value is SessionInfo | null {
  if (value === null) return true;
  return isObject(value) && isString(value.token) && isString(value.uid);
}
