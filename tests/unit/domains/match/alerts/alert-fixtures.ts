/** Match alerts for the alerts' tests: a match's alert with its id made of match and seq. */
import type { MatchAlert } from '../../../../../src/contracts/match-alerts';

export const T0 = Date.UTC(2026, 10, 29, 12, 0);

export function matchAlert(fields: Partial<MatchAlert> & Pick<MatchAlert, 'seq'>): MatchAlert {
  const matchId = fields.matchId ?? 7;
  return {
    id: `${matchId}-${fields.seq}`,
    matchId,
    sport: 'football',
    kind: 'goal',
    at: T0 + fields.seq * 1000,
    minute: 10,
    homeName: '主队',
    awayName: '客队',
    homeScore: 1,
    awayScore: 0,
    side: 'home',
    playerName: '球员',
    corrects: '',
    ...fields,
  };
}
