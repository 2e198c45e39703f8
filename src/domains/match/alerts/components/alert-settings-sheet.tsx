/**
 * The alert settings: the kinds a fan is told about (once, for every followed match) and this
 * match muted or not. Each change is kept at once, across visits, and reaches the running feed (alert-settings-changes.ts).
 * Its own chunk: it loads the first time a bell is tapped.
 */
import { useId, useState } from 'react';
import {
  BASKETBALL_ALERT_KINDS,
  FOOTBALL_ALERT_KINDS,
  STREAMER_ALERT_KINDS,
  type MatchAlertKind,
} from '../../../../contracts/match-alerts';
import { ModalLayer } from '../../../../ui/modal-layer';
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
  const titleId = useId();
  const alertSettingsMessages = useMessages(alertSettingsWords);
  const [settings, setSettings] = useState(loadAlertSettings);
  const change = (next: AlertSettings) => {
    changeAlertSettings(next);
    setSettings(next);
  };
  const muted = settings.mutedMatchIds.includes(matchId);
  const close = () => onClose(settings);
  return (
    <ModalLayer
      open
      onClose={close}
      classNames={{ layer: styles.layer, panel: styles.sheet }}
      backdropTestId="alert-settings-backdrop"
      name={{ labelledBy: titleId }}
    >
      <h2 id={titleId} className={styles.title}>
        {alertSettingsMessages.settingsTitle}
      </h2>
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
      <button type="button" className={styles.done} onClick={close}>
        {alertSettingsMessages.close}
      </button>
    </ModalLayer>
  );
}
