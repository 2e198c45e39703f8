/**
 * The ▶动画 mark of a schedule row whose match is in play, when the backend has the tracker (asked
 * once, with the first such row's match): a tap opens the tracker's sheet, a lazy chunk — no
 * tracker code on the first screen.
 */
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { matchWords } from '../../match-messages';
import { useMessages } from '../../../../platform/i18n/messages';
import styles from './tracker-mark.module.css';
import { useTrackerSupported } from './use-tracker-supported';

// Memoised with a stable onClose: the row re-renders with its match's clock and score, the open
// sheet does not (it draws its own states).
const TrackerSheet = memo(lazy(() => import('./tracker-sheet')));

export function TrackerMark({ matchId, homeName, awayName }: { matchId: number; homeName: string; awayName: string }) {
  const matchText = useMessages(matchWords);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!useTrackerSupported(matchId)) return null;
  return (
    <>
      <button
        type="button"
        className={styles.mark}
        onClick={() => setOpen(true)}
        aria-label={matchText.trackerLabel(homeName, awayName)}
      >
        {matchText.tracker}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TrackerSheet matchId={matchId} homeName={homeName} awayName={awayName} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
