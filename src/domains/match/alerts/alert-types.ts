/**
 * The seam between the alerts' data (the feed, its rules, the settings) and whatever shows them
 * (the in-app alert, the `./alerts` mount, the bridge event): what a shown alert carries, the
 * source that hands them out, and the fan's settings kept across visits.
 */
import type { MatchAlert } from '../../../contracts/match-alerts';
import { readStoredJson, writeStored } from '../../../platform/storage/local-storage';
import { alertStorage } from './alert-storage';
import { parseAlertSettings, type AlertSettings } from './rules/alert-settings';

export type { AlertSettings } from './rules/alert-settings';

/** Where tapping an alert takes the fan: the room of a streamer on the match, else its match centre. */
export type AlertTarget = { kind: 'room'; hostId: number } | { kind: 'match'; matchId: number };

/** An alert as it is shown: the server's alert and how the feed released it. */
export type ShownAlert = MatchAlert & {
  /** It waited for the fan's picture (the fan watches that match's stream). */
  heldForPicture: boolean;
  /** Missed while offline or before a reload, fetched by the missed-alerts call, shown once now. */
  late: boolean;
  target: AlertTarget;
};

/** The feed a hook or the `./alerts` mount owns: alerts as they are to be shown, each once. */
export interface AlertSource {
  /** Calls `listener` for each alert to show now; returns the unsubscribe. */
  onAlert(listener: (alert: ShownAlert) => void): () => void;
  start(): void;
  stop(): void;
}

/** The fan's settings as stored, the defaults when none are or they cannot be read. */
export const loadAlertSettings = (): AlertSettings =>
  readStoredJson(alertStorage.settings, parseAlertSettings) ?? parseAlertSettings(null);

export function saveAlertSettings(settings: AlertSettings): void {
  writeStored(alertStorage.settings, JSON.stringify(settings));
}
