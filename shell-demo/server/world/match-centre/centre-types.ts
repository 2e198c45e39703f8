/** The world's match-centre events before they are stamped with a match's kickoff (see centre.ts). */
import type { MatchCentreEvent, MatchCentrePlayer } from '@src/contracts/match-centre';

/** An event of a match's script: `offset` ms after kickoff; `index` and `at` are given when it is published. */
export type CentreDraft = Omit<MatchCentreEvent, 'matchId' | 'index' | 'at'> & { offset: number };

export interface CentreTeam {
  teamId: number;
  shortName: string;
  formation: string;
  players: MatchCentrePlayer[];
}

export interface CentreScript {
  sport: 'football' | 'basketball';
  home: CentreTeam;
  away: CentreTeam;
  /** In offset order. */
  events: CentreDraft[];
}

export function draft(fields: Partial<CentreDraft> & Pick<CentreDraft, 'offset' | 'kind'>): CentreDraft {
  return {
    side: '',
    minute: 0,
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

/** A substitution's fields: who comes on (the player) for whom (the other). */
export function substitution(
  side: CentreDraft['side'],
  joiningId: number,
  leavingId: number,
  nameOf: (playerId: number) => string,
): Pick<CentreDraft, 'kind' | 'side' | 'playerId' | 'playerName' | 'otherId' | 'otherName'> {
  return {
    kind: 'substitution',
    side,
    playerId: joiningId,
    playerName: nameOf(joiningId),
    otherId: leavingId,
    otherName: nameOf(leavingId),
  };
}
