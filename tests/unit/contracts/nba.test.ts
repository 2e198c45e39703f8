/** The NBA contract's parsers against good and malformed answers (src/contracts/nba.ts). */
import { collectDroppedRows } from '../../../src/contracts/parse';
import { parseLineUp, parseMatchDates, parseNbaGames, parsePlayerDetail } from '../../../src/contracts/nba';
import { game, lineUp, playerDetail, rankItem, rankingGroup, standingRow } from '../domains/nba/support/fixtures';
import { malformed } from './support/malformed';
import { NbaCalls } from '../../../src/contracts/nba';
import { readAnswer } from '../../../src/contracts/http';

it('reads match date items', () => {
  expect(parseMatchDates([{ matchDate: 1 }, { matchDate: '2' }])).toEqual([{ matchDate: 1 }, { matchDate: 2 }]);
  malformed(() => parseMatchDates([{ matchDate: 'x' }]), 'data[0].matchDate');
  malformed(() => parseMatchDates({}), 'data');
});

it('reads games: the match summary and the NBA fields, with defaults for the optional ones', () => {
  const full = game({ id: 7, kind: 2, seriesId: '1745-1-1', gameNumber: 3, homePeriodScores: [30, 28] });
  expect(parseNbaGames([full])).toEqual([full]);
  const { seriesId: _s, gameNumber: _g, venue: _v, homePeriodScores: _h, awayPeriodScores: _a, ...bare } = full;
  expect(parseNbaGames([bare])[0]).toMatchObject({
    seriesId: null,
    gameNumber: 0,
    venue: '',
    homePeriodScores: [],
    awayPeriodScores: [],
  });
  // A game that cannot render is dropped and collected for the report; the day keeps the rest.
  const { value, dropped } = collectDroppedRows(() =>
    parseNbaGames([
      { ...full, kind: undefined },
      { ...full, home: null },
      { ...full, homePeriodScores: ['a'] },
      { ...full, matchDate: 1e17 },
      full,
    ]),
  );
  expect(value).toEqual([full]);
  expect(dropped.map((error) => error.path)).toEqual([
    'data[0].kind',
    'data[1].home',
    'data[2].homePeriodScores[0]',
    'data[3].matchDate',
  ]);
});

it('reads standings groups (divisionName, rankingItem)', () => {
  const groups = [rankingGroup('东部', [standingRow(), standingRow({ teamId: 2002, rank: 2 })])];
  expect(readAnswer(NbaCalls.ranking, groups)).toEqual(groups);
  malformed(() => readAnswer(NbaCalls.ranking, [{ divisionName: '东部', conference: 1 }]), 'data[0].rankingItem');
  malformed(
    () =>
      readAnswer(NbaCalls.ranking, [rankingGroup('东部', [{ ...standingRow(), won: 'many' as unknown as number }])]),
    'data[0].rankingItem[0].won',
  );
});

it('converts home-away figures sent as strings to numbers', () => {
  const row = {
    teamId: 2001,
    team: standingRow().team,
    rank: 1,
    homeWon: '23',
    homeLoss: '5',
    awayWon: '11',
    awayLoss: '6',
  };
  expect(
    readAnswer(NbaCalls.homeAway, [{ divisionName: '西部', conference: 2, list: [row] }])[0]!.list[0],
  ).toMatchObject({
    homeWon: 23,
    homeLoss: 5,
    awayWon: 11,
    awayLoss: 6,
  });
  malformed(
    () => readAnswer(NbaCalls.homeAway, [{ divisionName: '西部', conference: 2, list: [{ ...row, awayLoss: '' }] }]),
    'data[0].list[0].awayLoss',
  );
});

it('reads a player ranking', () => {
  const answer = { scope: 1, order: 1, list: [rankItem(1), rankItem(2)] };
  expect(readAnswer(NbaCalls.playerList, answer)).toEqual(answer);
  malformed(
    () => readAnswer(NbaCalls.playerList, { scope: 1, order: 1, list: [{ ...rankItem(1), name: null }] }),
    'data.list[0].name',
  );
});

it('reads a lineup, team players, team data and a player', () => {
  expect(parseLineUp(lineUp())).toEqual(lineUp());
  malformed(() => parseLineUp({ ...lineUp(), team: { ...lineUp().team, conference: 3 } }), 'data.team.conference');
  const players = [{ player: lineUp().players[0]!, averages: null }];
  expect(readAnswer(NbaCalls.teamPlayers, players)).toEqual(players);
  const data = {
    team: standingRow().team,
    record: standingRow(),
    games: 44,
    averages: { points: 112.1, rebounds: 44, assists: 25, blocks: 5, steals: 7, pointsAgainst: 108 },
  };
  expect(readAnswer(NbaCalls.teamData, data)).toEqual(data);
  expect(readAnswer(NbaCalls.teamData, { ...data, record: null }).record).toBeNull();
  malformed(
    () => readAnswer(NbaCalls.teamData, { ...data, averages: { ...data.averages, steals: undefined } }),
    'data.averages.steals',
  );
  expect(parsePlayerDetail(playerDetail())).toEqual(playerDetail());
  malformed(() => parsePlayerDetail({ ...playerDetail(), seasons: [{ seasonId: 1 }] }), 'data.seasons[0].games');
});
