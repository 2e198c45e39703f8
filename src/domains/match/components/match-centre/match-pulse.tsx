/**
 * What a live match row adds: a momentum sparkline of the last minutes (basketball:
 * the lead) and the last key event ("⚽ 67' 萨卡"), live. Rows show no video, so nothing is held
 * back. An empty strip of the same height when the backend has no match centre, or before
 * anything happened: a row in play keeps its height when the first events arrive (no layout
 * shift under the fan's finger; /nba's rows grew 18 px while the page was read).
 */
import { memo, useCallback, useEffect, useMemo } from 'react';
import type { MatchCentreEvent } from '../../../../contracts/match-centre';
import { leadTracker } from '../../rules/match-centre/basketball-runs';
import { footballMomentum, recentMomentum } from '../../rules/match-centre/football-momentum';
import { lastKeyEventLabel } from '../../rules/match-centre/key-events';
import { matchCentreWords } from './match-centre-messages';
import styles from './match-pulse.module.css';
import { Sparkline } from './sparkline';
import { useMatchCentreStore } from '../../store/match-centre-store';
import { useCadencedStoreValue } from './use-cadenced-value';
import { useCallsQuiet } from '../../../../platform/http/use-calls-quiet';
import { useHeldWhileCovered } from '../../../../ui/open-sheets';
import { useLocale, useMessages } from '../../../../platform/i18n/messages';

const SPARK_POINTS = 20;
/** A basketball margin of this many points fills the sparkline's height. */
const FULL_MARGIN = 15;
/**
 * A row redraws its sparkline and last event at most once a second, each row on its own beat
 * (bench centre-rows: 60 rows x 5 events/s at 4x CPU throttling made every frame re-render all
 * rows, 76-100 ms tasks against the 50 ms budget).
 */
const PULSE_INTERVAL_MS = 1000;
const beatOf = (matchId: number) => (matchId * 97) % PULSE_INTERVAL_MS;
const noEvents = (events: readonly MatchCentreEvent[] | undefined) => !events || events.length === 0;

export function pulseValues(events: readonly MatchCentreEvent[], sport: string): number[] {
  if (sport === 'basketball') {
    return leadTracker(events)
      .slice(-SPARK_POINTS)
      .map((point) => point.margin / FULL_MARGIN);
  }
  let played = 0;
  for (const event of events) played = Math.max(played, event.minute + event.extraMinute);
  return recentMomentum(footballMomentum(events), played, SPARK_POINTS);
}

export const MatchPulse = memo(function MatchPulse({ matchId, sport }: { matchId: number; sport: string }) {
  const matchCentreMessages = useMessages(matchCentreWords);
  // A row's centre call waits for the screen's own calls (a schedule's list, its crests).
  const wanted = useCallsQuiet();
  // Asked for again when the store has let it go (it keeps the most recently used ones).
  const gone = useMatchCentreStore((state) => !(matchId in state.timelines));
  useEffect(() => {
    if (wanted) void useMatchCentreStore.getState().ensure(matchId);
  }, [matchId, wanted, gone]);
  const select = useCallback(
    (state: ReturnType<typeof useMatchCentreStore.getState>) => state.timelines[matchId]?.items,
    [matchId],
  );
  // Behind a sheet the row holds its pulse too, and catches up when the last sheet closes.
  const events = useCadencedStoreValue(useHeldWhileCovered(useMatchCentreStore), select, {
    intervalMs: PULSE_INTERVAL_MS,
    phaseMs: beatOf(matchId),
    isEmpty: noEvents,
  });
  const values = useMemo(() => (events ? pulseValues(events, sport) : []), [events, sport]);
  // The label's quarter words are the locale's: a switch renders it again (it walks back to one event).
  useLocale();
  const label = events ? lastKeyEventLabel(events, sport) : '';
  if (!events || events.length === 0) return <span className={styles.pulse} aria-hidden="true" />;
  return (
    <span className={styles.pulse}>
      {values.length > 1 && <Sparkline values={values} label={matchCentreMessages.sparklineLabel} />}
      {label && <span className={styles.last}>{label}</span>}
    </span>
  );
});
