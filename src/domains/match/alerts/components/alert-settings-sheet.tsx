/**
 * The alert settings: the kinds a fan is told about (once, for every followed match) and this
 * match muted or not. Each change is kept at once, across visits, and reaches the running feed (alert-settings-changes.ts).
 * Its own chunk: it loads the first time a bell is tapped.
 */
import { useState } from 'react';
import {
  BASKETBALL_ALERT_KINDS,
  FOOTBALL_ALERT_KINDS,
  STREAMER_ALERT_KINDS,
  type MatchAlertKind,
} from '../../../../contracts/match-alerts';
import { SheetFrame } from '../../../../ui/action-sheet';
import { loadAlertSettings, type AlertSettings } from '../alert-types';
import { changeAlertSettings } from '../alert-settings-changes';
import { useMessages } from '../../../../platform/i18n/messages';
import { alertSettingsWords } from '../alert-settings-messages';
import { withKindChosen, withMatchMuted } from '../rules/alert-settings-edits';
import styles from './alert-settings-sheet.module.css';

interface AlertSettingsSheetProps {
  matchId: number;
  onClose(settings: AlertSettings): void;
}

/** `ofMatch`: a match's moments, which muting this match silences. */
const GROUPS: readonly {
  heading: 'footballHeading' | 'basketballHeading' | 'streamersHeading';
  kinds: readonly MatchAlertKind[];
  ofMatch: boolean;
}[] = [
  { heading: 'footballHeading', kinds: FOOTBALL_ALERT_KINDS, ofMatch: true },
  { heading: 'basketballHeading', kinds: BASKETBALL_ALERT_KINDS, ofMatch: true },
  { heading: 'streamersHeading', kinds: STREAMER_ALERT_KINDS, ofMatch: false },
];

export default function AlertSettingsSheet({ matchId, onClose }: AlertSettingsSheetProps) {
  const alertSettingsMessages = useMessages(alertSettingsWords);
  const [settings, setSettings] = useState(loadAlertSettings);
  const change = (next: AlertSettings) => {
    changeAlertSettings(next);
    setSettings(next);
  };
  const muted = settings.mutedMatchIds.includes(matchId);
  const close = () => onClose(settings);
  return (
    <SheetFrame
      open
      onClose={close}
      title={alertSettingsMessages.settingsTitle}
      closeLabel={alertSettingsMessages.close}
      backdropTestId="alert-settings-backdrop"
    >
      <label className={styles.row}>
        <span>{alertSettingsMessages.matchAlerts}</span>
        <input
          type="checkbox"
          checked={!muted}
          onChange={(event) => change(withMatchMuted(settings, matchId, !event.target.checked))}
        />
      </label>
      {GROUPS.map((group) => (
        <fieldset key={group.heading} className={styles.group} disabled={muted && group.ofMatch}>
          <legend className={styles.legend}>
            {alertSettingsMessages.kindsHeading} · {alertSettingsMessages[group.heading]}
          </legend>
          {group.kinds.map((kind) => (
            <label key={kind} className={styles.row}>
              <span>{alertSettingsMessages.kinds[kind]}</span>
              <input
                type="checkbox"
                checked={settings.kinds.includes(kind)}
                onChange={(event) => change(withKindChosen(settings, kind, event.target.checked))}
              />
            </label>
          ))}
        </fieldset>
      ))}
    </SheetFrame>
  );
}
