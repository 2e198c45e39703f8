/** Football clubs, national teams and NBA teams, from the data tables. */
import { CONFERENCE_NAMES_ZH, DIVISION_NAMES_ZH, NBA_TEAMS } from './data/nba-teams';
import { FIVE_LEAGUES } from './data/football-clubs';
import { NATIONAL_TEAMS } from './data/national-teams';
import { NATIONAL_TEAM_ID_BASE, NBA_TEAM_ID_BASE, clubIdOf } from './ids';
import type { FootballTeam, NbaTeam } from './team-types';

/** A player as lists show one: name and picture, blank for a player the world does not know. */
export const playerFace = (player: { name: string; pictureId: string } | undefined) => ({
  name: player?.name ?? '',
  pictureId: player?.pictureId ?? '',
});

export function crestFileId(teamId: number): string {
  return `crest-${teamId}.svg`;
}

/** What every team takes from its data row as it is: names, code, colours, strength. */
const fromRow = (
  id: number,
  row: {
    nameZh: string;
    nameEn: string;
    shortNameZh?: string;
    code: string;
    colors: FootballTeam['colors'];
    strength: number;
  },
) => ({
  id,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  shortNameZh: row.shortNameZh ?? row.nameZh,
  code: row.code,
  colors: row.colors,
  logoFileId: crestFileId(id),
  strength: row.strength,
});

export function buildFootballTeams(): Map<number, FootballTeam> {
  const teams = new Map<number, FootballTeam>();
  FIVE_LEAGUES.forEach((league, leagueIndex) => {
    league.clubs.forEach((row, clubIndex) => {
      const id = clubIdOf(leagueIndex, clubIndex);
      teams.set(id, {
        ...fromRow(id, row),
        sport: 'football',
        kind: 'club',
        venue: row.venue,
        leagueId: league.competitionId,
        countryZh: league.countryZh,
      });
    });
  });
  NATIONAL_TEAMS.forEach((row, index) => {
    const id = NATIONAL_TEAM_ID_BASE + index;
    teams.set(id, {
      ...fromRow(id, row),
      sport: 'football',
      kind: 'national',
      venue: `${row.nameEn} National Stadium`,
      leagueId: null,
      countryZh: row.nameZh,
    });
  });
  return teams;
}

/** The national team id of a three-letter code of the data tables. */
export function nationalTeamIdByCode(code: string): number {
  const index = NATIONAL_TEAMS.findIndex((row) => row.code === code);
  if (index < 0) throw new Error(`unknown national team ${code}`);
  return NATIONAL_TEAM_ID_BASE + index;
}

export function buildNbaTeams(): Map<number, NbaTeam> {
  const teams = new Map<number, NbaTeam>();
  NBA_TEAMS.forEach((row, index) => {
    const id = NBA_TEAM_ID_BASE + index;
    teams.set(id, {
      ...fromRow(id, row),
      sport: 'basketball',
      venue: row.venue,
      cityZh: row.cityZh,
      conference: row.conference,
      conferenceName: CONFERENCE_NAMES_ZH[row.conference],
      divisionNameEn: row.divisionEn,
      divisionName: DIVISION_NAMES_ZH[row.divisionEn] ?? row.divisionEn,
    });
  });
  return teams;
}
