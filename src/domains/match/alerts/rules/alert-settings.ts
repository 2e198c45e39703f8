/**
 * A fan's alert settings: which kinds they are told about (all by default) and which booked
 * matches they muted. Stored with a version, so a stored value of another shape or version falls
 * back to the defaults instead of silencing alerts.
 */
import { MATCH_ALERT_KINDS, type MatchAlertKind } from '../../../../contracts/match-alerts';

export const ALERT_SETTINGS_VERSION = 2;
/** Version 1 had no streamer-live kind: its fans get it, as every fan does by default. */
const KINDS_SINCE_V1 = ['streamer-live'] as const;

export interface AlertSettings {
  readonly version: typeof ALERT_SETTINGS_VERSION;
  /** The kinds the fan is told about. */
  readonly kinds: readonly MatchAlertKind[];
  /** Booked matches the fan muted: no alert of theirs, no subscription either. */
  readonly mutedMatchIds: readonly number[];
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  version: ALERT_SETTINGS_VERSION,
  kinds: MATCH_ALERT_KINDS,
  mutedMatchIds: [],
};

const isKind = (value: unknown): value is MatchAlertKind =>
  typeof value === 'string' && (MATCH_ALERT_KINDS as readonly string[]).includes(value);

const isMatchId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** A stored value read back: the settings, or the defaults when it is not a valid current one. */
export function parseAlertSettings(value: unknown): AlertSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_ALERT_SETTINGS;
  const { version, kinds, mutedMatchIds } = value as Record<string, unknown>;
  if ((version !== ALERT_SETTINGS_VERSION && version !== 1) || !Array.isArray(kinds) || !Array.isArray(mutedMatchIds)) {
    return DEFAULT_ALERT_SETTINGS;
  }
  if (!kinds.every(isKind) || !mutedMatchIds.every(isMatchId)) return DEFAULT_ALERT_SETTINGS;
  const chosen = version === 1 ? [...kinds, ...KINDS_SINCE_V1] : kinds;
  return { version: ALERT_SETTINGS_VERSION, kinds: [...new Set(chosen)], mutedMatchIds: [...new Set(mutedMatchIds)] };
}

/**
 * Whether the fan wants this alert: its kind is chosen and its match is not muted (a muted match's
 * moments go; a followed streamer going live on it is the streamer's news, not the match's).
 */
export const isAlertWanted = (
  alert: { readonly kind: MatchAlertKind; readonly matchId: number },
  settings: AlertSettings,
): boolean =>
  settings.kinds.includes(alert.kind) &&
  (alert.kind === 'streamer-live' || !settings.mutedMatchIds.includes(alert.matchId));
