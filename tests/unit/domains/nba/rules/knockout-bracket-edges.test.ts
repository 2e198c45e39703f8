/**
 * The bracket's edges, beside the cases of knockout-bracket.test.ts: what counts as a win (a game
 * over, not level), how games pair into series (undecided teams stand alone), the schedule order
 * of games on one date, and a round's order when its schedule differs from the bracket's.
 */
import { NbaStageId } from '@src/contracts/nba';
import { finalsCupBracket, knockoutBracket, playoffBracket } from '@src/domains/nba/rules/knockout-bracket';
import { cupStages, game, played, teamsOf } from '../support/fixtures';

const { cupQuarterfinals: QF, cupSemifinals: SF, cupFinal: FINAL, firstRound: R1 } = NbaStageId;
const DAY = 86_400_000;
const T0 = Date.UTC(2024, 3, 20);
/** NBA status 4: the second quarter, in play. */
const IN_PLAY = 4;

/**
 * A round's games one after another from `start`, a millisecond apart, ids counted from `firstId`:
 * each game as [home, away, winner] (the winner by 100 to 90).
 */
const inScheduleOrder = (
  stageId: number,
  firstId: number,
  start: number,
  ...games: [homeId: number, awayId: number, winnerId: number][]
) =>
  games.map(([homeId, awayId, winnerId], index) =>
    played(firstId + index, stageId, homeId, awayId, winnerId === homeId ? [100, 90] : [90, 100], start + index),
  );

const tiesOfRound = (games: ReturnType<typeof game>[], winsNeeded = 4) =>
  knockoutBracket([{ stageId: R1, games }], winsNeeded)[0]!.ties;

describe('what counts as a win', () => {
  it('a game still in play counts for no one, whoever leads', () => {
    const series = [
      played(1, R1, 1, 2, [100, 90], T0),
      played(2, R1, 1, 2, [100, 90], T0 + DAY),
      played(3, R1, 2, 1, [100, 90], T0 + 2 * DAY),
      game({
        id: 4,
        stageId: R1,
        homeId: 2,
        awayId: 1,
        homeScore: 20,
        awayScore: 60,
        statusId: IN_PLAY,
        matchDate: T0 + 3 * DAY,
      }),
    ];
    expect(tiesOfRound(series)[0]).toMatchObject({ homeId: 1, homeWins: 2, awayWins: 1, winnerId: 0 });
    const [cupTie] = tiesOfRound(
      [
        game({
          id: 9,
          stageId: QF,
          homeId: 1,
          awayId: 2,
          homeScore: 50,
          awayScore: 40,
          statusId: IN_PLAY,
          matchDate: T0,
        }),
      ],
      1,
    );
    expect(cupTie).toMatchObject({ homeWins: 0, awayWins: 0, winnerId: 0 });
  });

  it('a finished game on level scores (a malformed answer) counts for no one', () => {
    const series = [played(1, R1, 1, 2, [100, 100], T0), played(2, R1, 1, 2, [90, 100], T0 + DAY)];
    expect(tiesOfRound(series)[0]).toMatchObject({ homeWins: 0, awayWins: 1 });
    expect(tiesOfRound([played(3, QF, 1, 2, [99, 99], T0)], 1)[0]).toMatchObject({
      homeWins: 0,
      awayWins: 0,
      winnerId: 0,
    });
  });
});

describe('series and single games', () => {
  it('keys a tie by its stage and first game', () => {
    const ties = tiesOfRound([played(12, R1, 1, 2, [100, 90], T0 + DAY), played(11, R1, 1, 2, [100, 90], T0)]);
    expect(ties.map((tie) => tie.key)).toEqual([`${R1}:11`]);
  });

  it('pairs a series by its two teams, either way round, and no other pair', () => {
    const ties = tiesOfRound([
      played(1, R1, 1, 2, [100, 90], T0),
      played(2, R1, 2, 1, [100, 90], T0 + DAY),
      played(3, R1, 1, 3, [100, 90], T0 + 2),
      played(4, R1, 2, 3, [100, 90], T0 + 3),
    ]);
    expect(ties.map((tie) => [tie.homeId, tie.awayId, tie.games.length])).toEqual([
      [1, 2, 2],
      [1, 3, 1],
      [2, 3, 1],
    ]);
  });

  it('leaves each game with an undecided team on its own', () => {
    const ties = tiesOfRound([
      game({ id: 1, stageId: R1, homeId: 0, awayId: 7, matchDate: T0 }),
      game({ id: 2, stageId: R1, homeId: 0, awayId: 7, matchDate: T0 + DAY }),
      game({ id: 3, stageId: R1, homeId: 7, awayId: 0, matchDate: T0 + 2 * DAY }),
      game({ id: 4, stageId: R1, homeId: 7, awayId: 0, matchDate: T0 + 3 * DAY }),
      game({ id: 5, stageId: R1, homeId: 0, awayId: 0, matchDate: T0 + 4 * DAY }),
      game({ id: 6, stageId: R1, homeId: 0, awayId: 0, matchDate: T0 + 5 * DAY }),
    ]);
    expect(ties.map((tie) => tie.games.map((one) => one.id))).toEqual([[1], [2], [3], [4], [5], [6]]);
  });

  it('a cup tie is one game, even two games of the same teams in one stage', () => {
    const ties = tiesOfRound([played(1, QF, 1, 2, [100, 90], T0), played(2, QF, 1, 2, [90, 100], T0 + DAY)], 1);
    expect(ties.map((tie) => [tie.games.length, tie.winnerId])).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  it('orders games of one date by id', () => {
    const ties = tiesOfRound([played(7, R1, 5, 6, [100, 90], T0), played(3, R1, 1, 2, [100, 90], T0)]);
    expect(ties.map((tie) => tie.games[0]!.id)).toEqual([3, 7]);
    const series = tiesOfRound([played(9, R1, 1, 2, [100, 90], T0), played(8, R1, 2, 1, [100, 90], T0)])[0]!;
    expect(series.games.map((one) => one.id)).toEqual([8, 9]);
    // A later date comes later whatever its id.
    expect(
      tiesOfRound([played(1, R1, 1, 2, [100, 90], T0 + DAY), played(2, R1, 3, 4, [100, 90], T0)]).map(
        (tie) => tie.games[0]!.id,
      ),
    ).toEqual([2, 1]);
  });
});

describe('bracket order against schedule order', () => {
  it('puts each tie’s own feeders above it, not the earliest-scheduled ties', () => {
    // The quarter-finals' schedule: 5 v 6 first; the bracket: 1 v 2 and 3 v 4 feed the first semi-final.
    const quarters = inScheduleOrder(QF, 1, T0, [5, 6, 5], [1, 2, 1], [7, 8, 8], [3, 4, 4]);
    const semis = inScheduleOrder(SF, 5, T0 + DAY, [1, 4, 1], [5, 8, 8]);
    const final = inScheduleOrder(FINAL, 7, T0 + 2 * DAY, [1, 8, 1]);
    const rounds = finalsCupBracket(cupStages({ quarters, semis, final }));
    expect(teamsOf(rounds[0]!)).toEqual(['1 v 2', '3 v 4', '5 v 6', '7 v 8']);
  });

  it('a tie takes two feeders at most: a third (a malformed round) waits for its own later tie', () => {
    // Team 1 in two first-round ties: 1 v 4 takes 1 v 2 and 3 v 4; 1 v 5 goes to 5 v 6's tie.
    const first = inScheduleOrder(R1, 1, T0, [1, 2, 1], [3, 4, 4], [6, 7, 6], [1, 5, 5]);
    const second = inScheduleOrder(10482, 5, T0 + DAY, [1, 4, 1], [5, 6, 5]);
    const rounds = knockoutBracket(
      [
        { stageId: R1, games: first },
        { stageId: 10482, games: second },
      ],
      1,
    );
    expect(rounds[0]!.ties.map((tie) => tie.games[0]!.id)).toEqual([1, 2, 3, 4]);
  });

  it('an undecided semi-final does not take the feeders of a known team’s tie', () => {
    // The final: 8 against a team not known yet. 8's semi-final is placed first, before the
    // earlier-scheduled semi-final between two teams not known yet.
    const semis = [
      game({ id: 5, stageId: SF, homeId: 0, awayId: 0, matchDate: T0 }),
      played(6, SF, 5, 8, [100, 108], T0 + 1000),
    ];
    const final = [game({ id: 7, stageId: FINAL, homeId: 0, awayId: 8, matchDate: T0 + 2 * DAY })];
    const rounds = finalsCupBracket(cupStages({ semis, final }));
    expect(rounds[0]!.ties.map((tie) => tie.games[0]!.id)).toEqual([6, 5]);
  });

  it('names a round after its games’ stage, and a round without games has no name', () => {
    const rounds = playoffBracket([
      { stageId: R1, games: [played(1, R1, 1, 2, [100, 90], T0)] },
      { stageId: 10482, games: [] },
    ]);
    expect(rounds.map((round) => round.stageName)).toEqual([String(R1), '']);
  });
});
