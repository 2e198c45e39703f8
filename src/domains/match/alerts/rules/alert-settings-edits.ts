/**
 * The fan's changes to the alert settings (alert-settings.ts), as the settings sheet makes them.
 * Apart from the settings' reading, which the alerts' display chunk carries: these only the sheet's.
 */
import type { MatchAlertKind } from '../../../../contracts/match-alerts';
import type { AlertSettings } from './alert-settings';

/** The settings with one match muted or unmuted. */
export function withMatchMuted(settings: AlertSettings, matchId: number, muted: boolean): AlertSettings {
  const others = settings.mutedMatchIds.filter((id) => id !== matchId);
  return { ...settings, mutedMatchIds: muted ? [...others, matchId] : others };
}

/** The settings with one kind chosen or not. */
export function withKindChosen(settings: AlertSettings, kind: MatchAlertKind, chosen: boolean): AlertSettings {
  const others = settings.kinds.filter((k) => k !== kind);
  return { ...settings, kinds: chosen ? [...others, kind] : others };
}
