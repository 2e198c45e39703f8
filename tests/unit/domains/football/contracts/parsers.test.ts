/** The football contract's parsers against good and malformed answers (src/contracts/football.ts). */
import { collectDroppedRows } from '@src/contracts/parse';
import {
  parseCompetitions,
  parseFootballMatches,
  parseMatchDates,
  parsePlayerBasic,
  parseStages,
  parseStandingTable,
  parseTeamLineUp,
} from '@src/contracts/football';
import { malformed } from '@tests/unit/contracts/support/malformed';
import { footballMatch, standingRow, team } from '../support/fixtures';
import { EuroCalls, FootballCalls } from '@src/contracts/football-calls';
import { readAnswer } from '@src/contracts/http';

describe('competitions and dates', () => {
  it('reads competitions with their current season', () => {
    expect(
      parseCompetitions([
        { competitionId: 12387, nameZh: '英超', shortNameZh: '英超', kind: 'league', seasonId: '62387' },
      ]),
    ).toEqual([
      { competitionId: 12387, nameZh: '英超', shortNameZh: '英超', kind: 'league', seasonId: 62387, seasonName: '' },
    ]);
    malformed(
      () => parseCompetitions([{ competitionId: 1, nameZh: 'x', shortNameZh: 'x', kind: 'club', seasonId: 1 }]),
      'data[0].kind',
    );
    malformed(() => parseCompetitions({}), 'data');
  });

  it('reads match date items in order, stages defaulting to none', () => {
    expect(parseMatchDates([{ matchDate: 300, stageIds: [2] }, { matchDate: '100' }])).toEqual([
      { matchDate: 100, stageIds: [] },
      { matchDate: 300, stageIds: [2] },
    ]);
    malformed(() => parseMatchDates([{ matchDate: 'soon' }]), 'data[0].matchDate');
  });

  it('reads stages by their order', () => {
    const stages = parseStages([
      { id: 2, seasonId: 1, nameZh: '决赛', kind: 'knockout', order: 2, legs: 1 },
      { id: 1, seasonId: 1, nameZh: '小组赛', kind: 'group', order: 0, groupNames: ['A', 'B'] },
    ]);
    expect(stages.map((stage) => [stage.id, stage.legs, stage.groupNames])).toEqual([
      [1, 1, ['A', 'B']],
      [2, 1, []],
    ]);
    malformed(() => parseStages([{ id: 1, seasonId: 1, nameZh: 'x', kind: 'playoff' }]), 'data[0].kind');
  });
});

describe('matches', () => {
  it('reads the shared summary and what knockouts add', () => {
    const wire = {
      ...footballMatch({
        id: 9,
        tieId: 4,
        tieOrder: 1,
        leg: 2,
        homePenaltyScore: 4,
        awayPenaltyScore: 3,
        extraTime: true,
      }),
    };
    const [match] = parseFootballMatches([wire]);
    expect(match).toMatchObject({ id: 9, tieId: 4, tieOrder: 1, leg: 2, homePenaltyScore: 4, extraTime: true });
  });

  it('defaults what a league match leaves out', () => {
    const {
      tieId: _a,
      tieOrder: _b,
      leg: _c,
      extraTime: _d,
      homePenaltyScore: _e,
      groupName: _f,
      ...bare
    } = footballMatch({ id: 3 });
    expect(parseFootballMatches([bare])[0]).toMatchObject({
      tieId: null,
      tieOrder: null,
      leg: 1,
      extraTime: false,
      homePenaltyScore: null,
      groupName: null,
    });
  });

  it('drops (and collects for the report) a match without teams or with an unsafe id; the day keeps the rest', () => {
    const { home: _home, ...broken } = footballMatch();
    const good = footballMatch({ id: 2 });
    const { value, dropped } = collectDroppedRows(() =>
      parseFootballMatches([broken, good, footballMatch({ id: 2 ** 53 })]),
    );
    expect(value).toEqual([good]);
    expect(dropped.map((error) => error.path)).toEqual(['data[0].home', 'data[2].id']);
  });
});

describe('tables and statistics', () => {
  it('reads a standing table with groups, rows and fixtures', () => {
    const parsed = parseStandingTable({
      seasonId: 1,
      stageId: 10,
      groups: [
        {
          groupName: 'C',
          rows: [
            {
              ...standingRow({ teamId: 7, points: '5' as unknown as number, form: ['W', 'D'], disciplinaryPoints: 6 }),
            },
          ],
          fixtures: [{ id: 1, homeId: 7, awayId: 8, homeScore: 1, awayScore: 1, statusId: 8, matchDate: 5, round: 1 }],
        },
      ],
    });
    expect(parsed.groups[0]).toMatchObject({
      groupName: 'C',
      rows: [{ teamId: 7, points: 5, form: ['W', 'D'], disciplinaryPoints: 6 }],
    });
    expect(parsed.groups[0]!.fixtures).toHaveLength(1);
    malformed(
      () =>
        parseStandingTable({
          seasonId: 1,
          stageId: 1,
          groups: [{ groupName: null, rows: [{ ...standingRow({ teamId: 1 }), form: ['X'] }] }],
        }),
      'data.groups[0].rows[0].form[0]',
    );
  });

  it('reads player rankings, team statistics, leaders and best players', () => {
    const player = { rank: 1, playerId: 5, name: '球员', teamId: 11, team: team(11), value: '12', appearances: 20 };
    expect(readAnswer(FootballCalls.playerRanking, [player])[0]!.value).toBe(12);
    expect(
      readAnswer(FootballCalls.teamStats, [{ team: team(11), played: 19, goals: 40, conceded: 10 }])[0],
    ).toMatchObject({
      saves: 0,
      goalsPerMatch: 0,
    });
    expect(
      readAnswer(EuroCalls.teamLeaders, [
        { stat: 'goals', player },
        { stat: 'saves', player: null },
      ]),
    ).toEqual([
      { stat: 'goals', player: expect.objectContaining({ playerId: 5 }) },
      { stat: 'saves', player: null },
    ]);
    malformed(() => readAnswer(EuroCalls.teamLeaders, [{ stat: 'tackles', player: null }]), 'data[0].stat');
    expect(
      readAnswer(FootballCalls.teamBestPlayers, [{ playerId: 5, name: '球员', goals: 3, assists: '2' }])[0],
    ).toMatchObject({
      goals: 3,
      assists: 2,
      minutesPlayed: 0,
    });
  });
});

describe('teams and players', () => {
  it('reads a line-up with its team', () => {
    const lineUp = parseTeamLineUp({
      team: { ...team(11, '利物浦'), nameEn: 'Liverpool', kind: 'club', countryZh: '英格兰', venue: 'Anfield' },
      players: [{ id: 1, teamId: 11, name: 'A', position: 'forward', shirtNumber: 9 }],
    });
    expect(lineUp.team).toMatchObject({ nameZh: '利物浦', venue: 'Anfield' });
    expect(lineUp.players[0]).toMatchObject({ shirtNumber: 9, positionZh: '', heightCm: 0 });
    malformed(() => parseTeamLineUp({ team: team(1) }), 'data.players');
  });

  it('reads season lists, player details and season statistics', () => {
    expect(readAnswer(EuroCalls.teamSeasonList, [{ competitionId: 12387, seasonId: 62387 }])[0]).toMatchObject({
      competitionName: '',
      seasonName: '',
    });
    const basic = parsePlayerBasic({
      id: 1,
      name: 'A',
      team: team(11),
      seasons: [{ competitionId: 12387, seasonId: 62387 }],
    });
    expect(basic.seasons).toHaveLength(1);
    malformed(() => parsePlayerBasic({ id: 1, name: 'A' }), 'data.team');
    expect(
      readAnswer(FootballCalls.playerSeasonStat, { playerId: 1, teamId: 11, seasonId: 62387, goals: '4' }),
    ).toMatchObject({
      goals: 4,
      appearances: 0,
    });
  });
});
