/**
 * The native app's version gates ("dialect from 4.3.1, new program detail from
 * 4.3.2, privilege anchor from 4.6.0; versions compared numerically part by part"). The spec
 * names the gates, not what they switch; our reading of each, in app mode:
 *
 * - `dialect` (4.3.1): the request's language ("language when enabled"). From 4.3.1 the
 *   app sends the `language` header with the locale its host passed; an older app's requests
 *   carry none, so the server answers in its default language. The web sends it whenever the
 *   locale was passed.
 * - `newProgramDetail` (4.3.2): the new program detail page `/program-detail/{id}`. From 4.3.2
 *   tips open there; an older app opens the older tip detail `/news/detail/{id}`, and a link to
 *   the new page (shared, or from a host) lands on the older one. The web always has it.
 * - `privilegeAnchor` (4.6.0): the private rooms of privileged anchors — the platform flag
 *   under which the special-room ids are fetched (match/rules/private-rooms).
 *   The web has none.
 *
 * An app that reports no version is below every gate.
 */
import { NativeVersionGate } from '../../contracts/native-bridge';
import { isVersionAtLeast } from '../../lib/version';

export type VersionGate = keyof typeof NativeVersionGate;

export interface PlatformVersion {
  platform: 'web' | 'app';
  /** The native app's version; empty on the web or when the app did not say. */
  appVersion: string;
}

/** What the web has of each gate's feature (the web has no native version). */
const ON_THE_WEB: Record<VersionGate, boolean> = {
  dialect: true,
  newProgramDetail: true,
  privilegeAnchor: false,
};

/** Whether the gate's feature is on for this platform and app version. */
export function isGateOpen(gate: VersionGate, where: PlatformVersion): boolean {
  if (where.platform === 'web') return ON_THE_WEB[gate];
  return where.appVersion !== '' && isVersionAtLeast(where.appVersion, NativeVersionGate[gate]);
}

/** The `language` header: the locale, when passed and the dialect gate is open. */
export const requestLanguage = (locale: string | undefined, where: PlatformVersion): string | undefined =>
  locale !== undefined && isGateOpen('dialect', where) ? locale : undefined;
