/**
 * The bell beside a booked match's 已预约: opens the alert settings (alert-settings-sheet.tsx, a
 * chunk of its own) for that match; it shows whether the match is muted.
 */
import { lazy, Suspense, useState } from 'react';
import { loadAlertSettings } from '../alert-types';
import { useMessages } from '../../../../platform/i18n/messages';
import { alertSettingsWords } from '../alert-settings-messages';
import styles from './alert-bell.module.css';

const AlertSettingsSheet = lazy(() => import(/* webpackChunkName: "alert-settings" */ './alert-settings-sheet'));

export function AlertBell({ matchId, label }: { matchId: number; label: string }) {
  const alertSettingsMessages = useMessages(alertSettingsWords);
  const [open, setOpen] = useState(false);
  const [muted, setMuted] = useState(() => loadAlertSettings().mutedMatchIds.includes(matchId));
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        data-muted={muted}
        aria-label={`${alertSettingsMessages.settingsOpen} ${label}${muted ? alertSettingsMessages.muted : ''}`}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">{muted ? '🔕' : '🔔'}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertSettingsSheet
            matchId={matchId}
            onClose={(settings) => {
              setMuted(settings.mutedMatchIds.includes(matchId));
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
