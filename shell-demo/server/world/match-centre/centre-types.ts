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

/** An event's player and other player by id (0 or none: nobody), named from the world's roster. */
export function eventPeople(nameOf: (playerId: number) => string) {
  return {
    player: (playerId = 0) => ({ playerId, playerName: playerId ? nameOf(playerId) : '' }),
    other: (otherId = 0) => ({ otherId, otherName: otherId ? nameOf(otherId) : '' }),
  };
}
