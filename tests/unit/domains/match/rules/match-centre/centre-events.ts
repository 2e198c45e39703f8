/** Small builders of match-centre events for the rule tests. */
import type { MatchCentreEvent, MatchCentrePlayer } from '@src/contracts/match-centre';

let nextIndex = 0;

export function event(fields: Partial<MatchCentreEvent>): MatchCentreEvent {
  const index = nextIndex;
  nextIndex += 1;
  return {
    matchId: 1,
    index,
    at: index * 1000,
    kind: 'shot',
    side: 'home',
    minute: 1,
    extraMinute: 0,
    period: 0,
    clockSeconds: 0,
    playerId: 0,
    playerName: '',
    otherId: 0,
    otherName: '',
    detail: '',
    value: 0,
    homeScore: 0,
    awayScore: 0,
    numbers: {},
    text: '',
    ...fields,
  };
}

export function player(playerId: number, position: string, starter = true): MatchCentrePlayer {
  return { playerId, name: `球员${playerId}`, shirtNumber: playerId % 99, position, starter };
}
