/**
 * The competitions of the football pages: the five leagues and the two cups of
 * the league switch, the tournaments, which competition ids a team's season list keeps, and
 * each competition's table rules — the places that matter and the tie-breakers.
 */
import { FootballCompetition, type FootballStage, type TeamSeasonItem } from '../../../contracts/football';
import type { footballMessages } from '../football-messages.zh-cn';
import type { Tournament } from '../football-paths';
import type { LeagueZone } from './league-outlook';
import type { QualificationRules } from './qualification';
import {
  FIFA_GROUP_PROCEDURE,
  LEAGUE_GOALS_FIRST,
  LEAGUE_HEAD_TO_HEAD_FIRST,
  UEFA_GROUP_PROCEDURE,
  type TieBreakProcedure,
} from './tie-breakers';

/** A league switch tab: its short name is a word of the locale shown (football-messages' `leagues`). */
export interface LeagueTab {
  competitionId: number;
  name: keyof typeof FootballCompetition & keyof typeof footballMessages.leagues;
  kind: 'league' | 'cup';
}

/** The league switch of /five-leagues, in order: the five leagues, then the two cups. */
export const LEAGUE_TABS: readonly LeagueTab[] = [
  { competitionId: FootballCompetition.premierLeague, name: 'premierLeague', kind: 'league' },
  { competitionId: FootballCompetition.laLiga, name: 'laLiga', kind: 'league' },
  { competitionId: FootballCompetition.serieA, name: 'serieA', kind: 'league' },
  { competitionId: FootballCompetition.bundesliga, name: 'bundesliga', kind: 'league' },
  { competitionId: FootballCompetition.ligue1, name: 'ligue1', kind: 'league' },
  { competitionId: FootballCompetition.championsLeague, name: 'championsLeague', kind: 'cup' },
  { competitionId: FootballCompetition.europaLeague, name: 'europaLeague', kind: 'cup' },
];

export const FIVE_LEAGUE_IDS: readonly number[] = LEAGUE_TABS.filter((tab) => tab.kind === 'league').map(
  (tab) => tab.competitionId,
);

export const leagueTabOf = (competitionId: number): LeagueTab | undefined =>
  LEAGUE_TABS.find((tab) => tab.competitionId === competitionId);

export const isCup = (competitionId: number): boolean => leagueTabOf(competitionId)?.kind === 'cup';

/** Every competition id: a team's season list keeps only these. */
export const KNOWN_COMPETITION_IDS: ReadonlySet<number> = new Set(Object.values(FootballCompetition));

/** Football team season lists keep only known competition ids. */
export function knownSeasons(items: readonly TeamSeasonItem[]): TeamSeasonItem[] {
  return items.filter((item) => KNOWN_COMPETITION_IDS.has(item.competitionId));
}

/** The season a team page opens on: the one of the competition it was reached from, else the first known. */
export function defaultSeason(items: readonly TeamSeasonItem[], competitionId: number): TeamSeasonItem | undefined {
  return items.find((item) => item.competitionId === competitionId) ?? items[0];
}

/**
 * The places that matter in each league (2024-25 rules): the title, the Champions League
 * places (Ligue 1: 3), the Europa League place, and relegation (Bundesliga and Ligue 1: two
 * down directly, the 16th to a play-off — only the direct places are counted here).
 */
const LEAGUE_ZONES: Readonly<Record<number, { championsLeague: number; relegation: number }>> = {
  [FootballCompetition.premierLeague]: { championsLeague: 4, relegation: 3 },
  [FootballCompetition.laLiga]: { championsLeague: 4, relegation: 3 },
  [FootballCompetition.serieA]: { championsLeague: 4, relegation: 3 },
  [FootballCompetition.bundesliga]: { championsLeague: 4, relegation: 2 },
  [FootballCompetition.ligue1]: { championsLeague: 3, relegation: 2 },
};

export function leagueZones(competitionId: number): LeagueZone[] {
  const zones = LEAGUE_ZONES[competitionId];
  if (!zones) return [];
  return [
    { key: 'title', side: 'top', places: 1 },
    { key: 'champions-league', side: 'top', places: zones.championsLeague },
    { key: 'europa-league', side: 'top', places: zones.championsLeague + 1 },
    { key: 'relegation', side: 'bottom', places: zones.relegation },
  ];
}

/** A table row's mark: which zone its position is in now (the colour at the row's start). */
export function zoneOfPosition(
  competitionId: number,
  position: number,
  size: number,
): 'champions-league' | 'europa-league' | 'relegation' | null {
  const zones = LEAGUE_ZONES[competitionId];
  if (!zones) return null;
  if (position <= zones.championsLeague) return 'champions-league';
  if (position === zones.championsLeague + 1) return 'europa-league';
  if (position > size - zones.relegation) return 'relegation';
  return null;
}

/** Tie-breakers of each league: goal difference first, or head-to-head first (La Liga, Serie A). */
export function leagueProcedure(competitionId: number): TieBreakProcedure {
  return competitionId === FootballCompetition.laLiga || competitionId === FootballCompetition.serieA
    ? LEAGUE_HEAD_TO_HEAD_FIRST
    : LEAGUE_GOALS_FIRST;
}

/** The group stage rules of the two tournaments (Euro 2024, and a 32-team World Cup). */
export function tournamentRules(
  tournament: Tournament,
  disciplinary?: ReadonlyMap<number, number>,
): QualificationRules {
  return tournament === 'euro'
    ? { procedure: UEFA_GROUP_PROCEDURE, direct: 2, bestThirds: 4, disciplinary }
    : { procedure: FIFA_GROUP_PROCEDURE, direct: 2, disciplinary };
}

export const TOURNAMENT_COMPETITION: Readonly<Record<Tournament, number>> = {
  euro: FootballCompetition.euro,
  'world-cup': FootballCompetition.worldCup,
};

/**
 * The season a national team's page shows (season-list {id}): the team's
 * season-list entry of the tournament's competition, the newest when it played several.
 */
export function tournamentSeason(items: readonly TeamSeasonItem[], competitionId: number): TeamSeasonItem | undefined {
  return items.filter((item) => item.competitionId === competitionId).sort((a, b) => b.seasonId - a.seasonId)[0];
}

/**
 * How a table is asked (ranking and home-away, `{ stageId, groupName }` beside a league's
 * seasonId): the season's first stage that has a table — a league's one stage, a tournament's
 * group stage — and groupName '' for every group, as the tables show them all (one call, not one
 * per group). null when no stage has a table (knockouts only): there is nothing to ask.
 */
export function tableQuery(
  stages: readonly Pick<FootballStage, 'id' | 'kind'>[],
): { stageId: number; groupName: string } | null {
  const withTable = stages.find((stage) => stage.kind !== 'knockout');
  return withTable ? { stageId: withTable.id, groupName: '' } : null;
}
