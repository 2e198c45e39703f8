/**
 * What a live match row adds (issue 25): a momentum sparkline of the last minutes (basketball:
 * the lead) and the last key event ("⚽ 67' 萨卡"), live. Rows show no video, so nothing is held
 * back. Nothing at all when the backend has no match centre, or before anything happened.
 */
import { memo, useMemo } from 'react';
import type { MatchCentreEvent } from '../../../../contracts/match-centre';
import { leadTracker } from '../../rules/match-centre/basketball-runs';
import { footballMomentum, recentMomentum } from '../../rules/match-centre/football-momentum';
import { lastKeyEventLabel } from '../../rules/match-centre/key-events';
import { matchCentreWords } from './match-centre-words';
import styles from './match-pulse.module.css';
import { Sparkline } from './sparkline';
import { useMatchCentre } from './use-match-centre';

const SPARK_POINTS = 20;
/** A basketball margin of this many points fills the sparkline's height. */
const FULL_MARGIN = 15;

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
  const centre = useMatchCentre(matchId);
  const events = centre?.events;
  const values = useMemo(() => (events ? pulseValues(events, sport) : []), [events, sport]);
  const label = useMemo(() => (events ? lastKeyEventLabel(events, sport) : ''), [events, sport]);
  if (!events || events.length === 0) return null;
  return (
    <span className={styles.pulse}>
      {values.length > 1 && <Sparkline values={values} label={matchCentreWords.sparklineLabel} />}
      {label && <span className={styles.last}>{label}</span>}
    </span>
  );
});
