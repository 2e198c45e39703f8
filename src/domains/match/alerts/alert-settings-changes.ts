/**
 * A change of the fan's alert settings, told to the page's running feed (page-alert-feed.ts) as
 * the settings sheet keeps it: a match muted now stops at once, not at the next visit.
 */
import { saveAlertSettings, type AlertSettings } from './alert-types';

const listeners = new Set<(settings: AlertSettings) => void>();

/** Keeps the settings (across visits) and tells the running feed. */
export function changeAlertSettings(settings: AlertSettings): void {
  saveAlertSettings(settings);
  for (const listener of listeners) listener(settings);
}

export function onAlertSettingsChange(listener: (settings: AlertSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
