/**
 * The seeded world: every entity by id, and the indexes the queries read. The entities are
 * team-types.ts, match-types.ts, play-types.ts and people/people-types.ts; field names follow the
 * app's contract where it names them (liveSchedule, hitPercents, bettingReportList...), the rest
 * is what the pages need to look real (Chinese and English names, colours, venues).
 */
import type { BasketballScript, FootballPlayerTotals, FootballScript } from './play-types';
import type { Competition, FootballSeason, KnockoutTie, NbaSeason, WorldMatch } from './match-types';
import type { BettingReport, Expert, Host, Moment, RankingUser, TipComment, TipMessage } from './people/people-types';
import type { FootballPlayer, FootballTeam, NbaPlayer, NbaTeam } from './team-types';
import type { LocaleName } from '../../../src/contracts/props';

/** The languages a name is kept in beside its zh-CN text (names.ts). */
export type NameLanguage = Exclude<LocaleName, 'zh-CN'>;
export type NameForms = Readonly<Record<NameLanguage, string>>;

export interface World {
  seed: number;
  /** The `now` the world was built around. */
  builtAt: number;
  /** The time the world has been advanced to (build time, then the simulator's clock). */
  currentTime: number;
  /** Bumped on every change, so callers can cache derived views. */
  version: number;

  competitions: Map<number, Competition>;
  footballSeasons: Map<number, FootballSeason>;
  footballTeams: Map<number, FootballTeam>;
  footballPlayers: Map<number, FootballPlayer>;
  /** Player ids per team, in squad order. */
  footballSquads: Map<number, number[]>;
  /** Player totals per football season id. */
  footballStats: Map<number, Map<number, FootballPlayerTotals>>;
  footballScripts: Map<number, FootballScript>;

  nbaTeams: Map<number, NbaTeam>;
  nbaPlayers: Map<number, NbaPlayer>;
  nbaSquads: Map<number, number[]>;
  /** Built NBA seasons; historic seasons are added on first access (see `nbaSeason`). */
  nbaSeasons: Map<number, NbaSeason>;
  basketballScripts: Map<number, BasketballScript>;

  /** Every football match and every game of the current NBA season. */
  matches: Map<number, WorldMatch>;
  ties: Map<number, KnockoutTie>;

  hosts: Map<number, Host>;
  /** Host ids per match id (who streams it). */
  hostsByMatch: Map<number, number[]>;
  moments: Map<number, Moment>;
  momentsByHost: Map<number, number[]>;

  experts: Map<number, Expert>;
  tips: Map<number, TipMessage>;
  tipsByExpert: Map<number, number[]>;
  tipsByMatch: Map<number, number[]>;
  /** Comments per tip id, generated on first access (see `tipComments`). */
  comments: Map<number, TipComment[]>;

  rankingUsers: Map<number, RankingUser>;
  reports: Map<number, BettingReport>;
  reportsByMatch: Map<number, number[]>;

  /** Each name's forms in the other languages, by its zh-CN text (names.ts): what an answer in that language shows. */
  names: Map<string, NameForms>;
}
