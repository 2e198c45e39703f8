/** The missed-alerts call (our optional extension: src/contracts/match-alerts.ts). */
import { MatchAlertCalls, MAX_MISSED_ALERT_MATCHES, type MatchAlert } from '../../../../contracts/match-alerts';
import { callApi } from '../../../../platform/http/http-client';
import { isUnavailable } from '../../../../platform/http/http-error';

/** Where each match's alerts are to be read from: the seq its client has not yet seen. */
export interface MissedFrom {
  readonly matchId: number;
  readonly fromSeq: number;
}

/**
 * The alerts of each match from its seq on, in calls of at most MAX_MISSED_ALERT_MATCHES matches.
 * Quietly (no toast): a missed alert not told late is not the fan's problem.
 */
export async function fetchMissedAlerts(from: readonly MissedFrom[]): Promise<MatchAlert[]> {
  const answers: Promise<{ alerts: MatchAlert[] }>[] = [];
  for (let start = 0; start < from.length; start += MAX_MISSED_ALERT_MATCHES) {
    const part = from.slice(start, start + MAX_MISSED_ALERT_MATCHES);
    answers.push(
      callApi(
        MatchAlertCalls.missed,
        {
          matchIds: part.map((item) => item.matchId).join(','),
          fromSeqs: part.map((item) => item.fromSeq).join(','),
        },
        { silent: true },
      ),
    );
  }
  return (await Promise.all(answers)).flatMap((answer) => answer.alerts);
}

/** Whether a failure of the missed call says the backend lacks it (an optional call). */
export const isMissedCallAbsent = (error: unknown): boolean => isUnavailable(MatchAlertCalls.missed, error);
