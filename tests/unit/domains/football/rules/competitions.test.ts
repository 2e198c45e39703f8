/**
 * The competitions (rules/competitions.ts): the league switch of /five-leagues, the places each
 * league marks in its table, and the group stage rules of the two tournaments. The switch and the
 * places are the module's tables, read through the module loaded for each test (competitionRules).
 */
import { FootballCompetition } from '@src/contracts/football';
import { tournamentRules } from '@src/domains/football/rules/competitions';
import { groupPositions, rankThirds, type GroupInput } from '@src/domains/football/rules/qualification';
import { competitionRules } from '../support/fixtures';

const { premierLeague, laLiga, serieA, bundesliga, ligue1, championsLeague, europaLeague } = FootballCompetition;

it('switches between the five leagues, in their usual order, then the two cups', () => {
  const { LEAGUE_TABS, FIVE_LEAGUE_IDS, isCup, leagueTabOf } = competitionRules();
  expect(LEAGUE_TABS.map((tab) => [tab.name, tab.competitionId, tab.kind])).toEqual([
    ['premierLeague', premierLeague, 'league'],
    ['laLiga', laLiga, 'league'],
    ['serieA', serieA, 'league'],
    ['bundesliga', bundesliga, 'league'],
    ['ligue1', ligue1, 'league'],
    ['championsLeague', championsLeague, 'cup'],
    ['europaLeague', europaLeague, 'cup'],
  ]);
  // The five leagues' own pages (their season's dates, a team's table) leave the cups out.
  expect(FIVE_LEAGUE_IDS).toEqual([premierLeague, laLiga, serieA, bundesliga, ligue1]);
  expect([isCup(championsLeague), isCup(europaLeague), isCup(premierLeague), isCup(1)]).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect(leagueTabOf(1)).toBeUndefined();
});

it("marks each league's places: four Champions League places (Ligue 1 three), the next one Europa League, three down (Bundesliga and Ligue 1 two)", () => {
  const { zoneOfPosition, leagueZones } = competitionRules();
  const marks = (competitionId: number, size: number) =>
    Array.from({ length: size }, (_, index) => zoneOfPosition(competitionId, index + 1, size));
  const premier = marks(premierLeague, 20);
  expect(premier.slice(0, 6)).toEqual([
    'champions-league',
    'champions-league',
    'champions-league',
    'champions-league',
    'europa-league',
    null,
  ]);
  expect(premier.slice(16)).toEqual([null, 'relegation', 'relegation', 'relegation']);
  for (const competitionId of [laLiga, serieA]) expect(marks(competitionId, 20)).toEqual(premier);
  expect(marks(bundesliga, 18).slice(3, 5)).toEqual(['champions-league', 'europa-league']);
  expect(marks(bundesliga, 18).slice(15)).toEqual([null, 'relegation', 'relegation']);
  expect(marks(ligue1, 18).slice(2, 4)).toEqual(['champions-league', 'europa-league']);
  expect(marks(ligue1, 18).slice(15)).toEqual([null, 'relegation', 'relegation']);
  // A cup's table marks nothing.
  expect(marks(championsLeague, 8)).toEqual(Array(8).fill(null));
  expect(leagueZones(championsLeague)).toEqual([]);
  expect(leagueZones(ligue1).map((zone) => [zone.key, zone.places])).toEqual([
    ['title', 1],
    ['champions-league', 3],
    ['europa-league', 4],
    ['relegation', 2],
  ]);
});

// 1 and 2 on six points: 2 beat 1, but 1 has the better goal difference (+5 to +1).
const group: GroupInput = {
  groupName: 'A',
  teamIds: [1, 2, 3, 4],
  fixtures: [
    { id: 1, homeId: 1, awayId: 2, round: 1, score: { home: 0, away: 1 } },
    { id: 2, homeId: 3, awayId: 4, round: 1, score: { home: 0, away: 0 } },
    { id: 3, homeId: 1, awayId: 3, round: 2, score: { home: 5, away: 0 } },
    { id: 4, homeId: 2, awayId: 4, round: 2, score: { home: 0, away: 1 } },
    { id: 5, homeId: 1, awayId: 4, round: 3, score: { home: 1, away: 0 } },
    { id: 6, homeId: 2, awayId: 3, round: 3, score: { home: 1, away: 0 } },
  ],
};

it('the Euro ranks head to head first and takes the four best thirds too', () => {
  const rules = tournamentRules('euro');
  expect(groupPositions(group, rules).get(2)).toEqual({ best: 1, worst: 1 });
  expect(rankThirds([group], rules)).toEqual([{ teamId: 4, groupName: 'A', through: true }]);
});

it('the World Cup ranks on goal difference first and takes no thirds', () => {
  const rules = tournamentRules('world-cup');
  expect(groupPositions(group, rules).get(1)).toEqual({ best: 1, worst: 1 });
  expect(rankThirds([group], rules)).toBeNull();
});
