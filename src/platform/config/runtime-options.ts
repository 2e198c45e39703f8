/**
 * The props a host passes, checked: a wrong or missing prop takes its default and adds one
 * line to a single console warning — never a crash (the host may be a different team's code).
 */
import type { BridgeEmitter, SessionInfo, ThemeName } from '../../contracts/bridge-events';
import {
  LOCALES,
  PLATFORMS,
  THEMES,
  type LocaleName,
  type PlatformName,
  type SportInfoAppProps,
} from '../../contracts/props';
import { DEV_SIGNING_KEY, hmacSigner, type Signer } from '../../contracts/signature';

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
  allowedHosts: string[];
}

export interface OptionDefaults {
  basename: string;
  apiBaseUrl: string;
}

export function normalizeProps(props: unknown, defaults: OptionDefaults): { options: RuntimeOptions; warnings: string[] } {
  const warnings: string[] = [];
  const input = (typeof props === 'object' && props !== null ? props : {}) as Record<keyof SportInfoAppProps, unknown>;
  const pick = <T>(name: keyof SportInfoAppProps, valid: (value: unknown) => value is T, fallback: T): T => {
    const value = input[name];
    if (value === undefined) return fallback;
    if (valid(value)) return value;
    warnings.push(`${name}: ${JSON.stringify(value) ?? typeof value} is not valid, using ${JSON.stringify(fallback) ?? 'the default'}`);
    return fallback;
  };

  const basename = normalizeBasename(pick('basename', isString, defaults.basename), warnings);
  const signingKey = pick('signingKey', isNonEmptyString, DEV_SIGNING_KEY);
  const flags = pick('flags', isObject, {} as Record<string, unknown>);
  if (flags.euro !== undefined && typeof flags.euro !== 'boolean') warnings.push('flags.euro: not a boolean, using false');

  return {
    warnings,
    options: {
      basename,
      bridge: pick('bridge', isEmitter, undefined),
      apiBaseUrl: pick('apiBaseUrl', isHttpUrl, defaults.apiBaseUrl).replace(/\/$/, ''),
      platform: pick('platform', (value): value is PlatformName => PLATFORMS.includes(value as PlatformName), 'web'),
      session: pick('session', isSessionOrNull, undefined),
      locale: pick('locale', (value): value is LocaleName => LOCALES.includes(value as LocaleName), 'zh-CN'),
      languageEnabled: input.locale !== undefined,
      theme: pick('theme', (value): value is ThemeName => THEMES.includes(value as ThemeName), 'normal'),
      flags: { euro: flags.euro === true },
      signer: pick('signer', (value): value is Signer => typeof value === 'function', hmacSigner(signingKey)),
      allowedHosts: pick('allowedHosts', isStringList, []),
    },
  };
}

function normalizeBasename(value: string, warnings: string[]): string {
  if (!value.startsWith('/') || value.startsWith('//')) {
    warnings.push(`basename: "${value}" must start with a single "/", using "/"`);
    return '/';
  }
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
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
