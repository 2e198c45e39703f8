/**
 * The finals cup list is built from stages 10492, 10493, 10494 and reordered into
 * bracket order; a second-round game is flagged isReverse when its home team is not the winner of
 * the related earlier game. The same rules build the playoff bracket from series. Checked on the
 * spec's cases and on the seasons the development world replays (the 23-24 cup and playoffs).
 */
import { NbaStageId } from '@src/contracts/nba';
import { finalsCupBracket, knockoutBracket, playoffBracket } from '@src/domains/nba/rules/knockout-bracket';
import { gameOf } from '@shell-demo/server/routes/nba-view';
import { worldWithKeptScripts } from '@tests/support/kept-scripts';
import { nbaFinalsCup, nbaPlayoffBracket, nbaScheduleByDate, type NbaKind } from '@shell-demo/server/world/queries/nba';
import type { World } from '@shell-demo/server/world/types';
import { cupStages, game, played, teamsOf } from '../support/fixtures';

// Building the development world takes seconds on a busy machine.
jest.setTimeout(30_000);

const { cupQuarterfinals: QF, cupSemifinals: SF, cupFinal: FINAL } = NbaStageId;
const DAY = 86_400_000;
const T0 = Date.UTC(2023, 11, 4);

/** Four quarter-finals (A–H), two semi-finals, a final: a cup as the spec describes it. */
function cup(options: { semiHomes?: [number, number]; finalHome?: number } = {}) {
  const quarters = [
    played(1, QF, 1, 2, [110, 100], T0), // winner 1
    played(2, QF, 3, 4, [90, 100], T0 + 1000), // winner 4
    played(3, QF, 5, 6, [101, 99], T0 + DAY), // winner 5
    played(4, QF, 7, 8, [95, 99], T0 + DAY + 1000), // winner 8
  ];
  const [semiA, semiB] = options.semiHomes ?? [1, 5];
  const semis = [
    played(5, SF, semiA, semiA === 1 ? 4 : 1, [120, 110], T0 + 3 * DAY), // winner: its home team
    played(6, SF, semiB, semiB === 5 ? 8 : 5, [100, 108], T0 + 3 * DAY + 1000), // winner: its away team
  ];
  const finalHome = options.finalHome ?? semiA;
  const finalAway = finalHome === semiA ? (semiB === 5 ? 8 : 5) : semiA;
  const final = [played(7, FINAL, finalHome, finalAway, [99, 98], T0 + 5 * DAY)];
  return { quarters, semis, final };
}

describe('the finals cup: bracket order', () => {
  it('puts each semi-final’s two quarter-finals above it, whatever order the stages come in', () => {
    const { quarters, semis, final } = cup();
    // The list answers in another order: the second semi-final's quarter-finals first.
    const rounds = finalsCupBracket(
      cupStages({
        quarters: [quarters[3]!, quarters[1]!, quarters[2]!, quarters[0]!],
        semis: [semis[1]!, semis[0]!],
        final,
      }),
    );
    expect(rounds.map((round) => round.stageId)).toEqual([QF, SF, FINAL]);
    expect(teamsOf(rounds[2]!)).toEqual(['1 v 8']);
    // The final's home team came from the first semi-final: 1 v 4 above 5 v 8.
    expect(teamsOf(rounds[1]!)).toEqual(['1 v 4', '5 v 8']);
    expect(teamsOf(rounds[0]!)).toEqual(['1 v 2', '3 v 4', '5 v 6', '7 v 8']);
  });

  it('keeps undecided ties in schedule order', () => {
    const quarters = [
      game({ id: 2, stageId: QF, matchDate: T0 + 1000, homeId: 3, awayId: 4 }),
      game({ id: 1, stageId: QF, matchDate: T0, homeId: 1, awayId: 2 }),
    ];
    const semis = [game({ id: 5, stageId: SF, homeId: 0, awayId: 0, matchDate: T0 + DAY })];
    const rounds = finalsCupBracket(cupStages({ quarters, semis }));
    expect(rounds[0]!.ties.map((tie) => tie.games[0]!.id)).toEqual([1, 2]);
    expect(rounds[1]!.ties[0]).toMatchObject({ homeId: 0, winnerId: 0, isReverse: false });
    expect(rounds[0]!.ties.every((tie) => tie.winnerId === 0)).toBe(true);
  });
});

describe('the finals cup: reversal', () => {
  it('does not flag a semi-final whose home team won the related (upper) quarter-final', () => {
    const { quarters, semis, final } = cup({ semiHomes: [1, 5] });
    const rounds = finalsCupBracket(cupStages({ quarters, semis, final }));
    expect(rounds[1]!.ties.map((tie) => tie.isReverse)).toEqual([false, false]);
  });

  it('flags a semi-final whose home team won the other quarter-final', () => {
    // 4 (winner of 3 v 4, the lower quarter-final) hosts 1 (winner of the upper one).
    const { quarters, semis, final } = cup({ semiHomes: [4, 5] });
    const rounds = finalsCupBracket(cupStages({ quarters, semis, final }));
    expect(rounds[1]!.ties.map((tie) => [tie.homeId, tie.isReverse])).toEqual([
      [4, true],
      [5, false],
    ]);
    // The upper quarter-final stays above: its winner (1) is shown on top of the reversed tie.
    expect(teamsOf(rounds[0]!).slice(0, 2)).toEqual(['1 v 2', '3 v 4']);
    // The reversal travels with the game: game 5 is in the one reversed tie.
    const reversed = rounds.flatMap((round) => round.ties).filter((tie) => tie.isReverse);
    expect(reversed).toHaveLength(1);
    expect(reversed[0]!.games.map((game) => game.id)).toContain(5);
  });

  it('lines the final up by the same rule', () => {
    const { quarters, semis } = cup();
    const rounds = finalsCupBracket(
      cupStages({ quarters, semis, final: [played(7, FINAL, 8, 1, [99, 98], T0 + 5 * DAY)] }),
    );
    expect(rounds[2]!.ties[0]).toMatchObject({ homeId: 8, isReverse: true, winnerId: 8 });
  });

  it('decides single games by points and series at four wins', () => {
    const { quarters, semis, final } = cup();
    const rounds = finalsCupBracket(cupStages({ quarters, semis, final }));
    expect(rounds[0]!.ties.map((tie) => tie.winnerId)).toEqual([1, 4, 5, 8]);
    expect(rounds[0]!.ties[0]).toMatchObject({ homeWins: 110, awayWins: 100 });
    const series = [1, 2, 3, 4, 5].map((n) => played(n, 10481, 1, 2, n === 2 ? [90, 100] : [100, 90], T0 + n * DAY));
    const [round] = knockoutBracket([{ stageId: 10481, games: series.slice(0, 4) }], 4);
    expect(round!.ties[0]).toMatchObject({ homeWins: 3, awayWins: 1, winnerId: 0 });
    const [decided] = playoffBracket([{ stageId: 10481, games: series }]);
    expect(decided!.ties[0]).toMatchObject({ homeWins: 4, awayWins: 1, winnerId: 1 });
  });
});

describe('the seasons the development world replays', () => {
  let world: World;
  beforeAll(() => {
    world = worldWithKeptScripts({ now: Date.UTC(2026, 10, 21, 12) });
  });

  /** The stages' games as the list call answers them, shuffled. */
  const stageGames = (seasonId: number, kind: NbaKind, stageIds: readonly number[]) =>
    stageIds.map((stageId) => ({
      stageId,
      games: Object.values(nbaScheduleByDate(world, seasonId, kind, stageId))
        .flat()
        .map(gameOf)
        .reverse(),
    }));

  it('rebuilds the 23-24 cup in the world’s bracket order, with its winners and reversals', () => {
    const expected = nbaFinalsCup(world, 1745);
    const rounds = finalsCupBracket(stageGames(1745, 'cup', [QF, SF, FINAL]));
    expect(rounds.map((round) => round.ties.length)).toEqual([4, 2, 1]);
    rounds.forEach((round, index) => {
      const stage = expected[index]!;
      expect(round.ties.map((tie) => [tie.homeId, tie.awayId, tie.winnerId])).toEqual(
        stage.series.map((series) => [series.teamA.id, series.teamB.id, series.winnerId]),
      );
      // Reversed exactly when the home team is not the winner of the upper tie it follows.
      expect(round.ties.map((tie) => tie.isReverse)).toEqual(
        stage.series.map(
          (series) => index > 0 && series.teamA.id !== expected[index - 1]!.series[series.order * 2]!.winnerId,
        ),
      );
    });
    expect(rounds[2]!.ties[0]!.winnerId).toBe(expected[2]!.series[0]!.winnerId);
  });

  it('rebuilds the 23-24 playoffs: series, wins and bracket order, reversed where a lower seed came through', () => {
    const expected = nbaPlayoffBracket(world, 1745);
    const rounds = playoffBracket(stageGames(1745, 'playoffs', [10481, 10482, 10483, 10484]));
    expect(rounds.map((round) => round.ties.length)).toEqual([8, 4, 2, 1]);
    rounds.forEach((round, index) => {
      const stage = expected[index]!;
      expect(round.ties.map((tie) => [tie.homeId, tie.awayId, tie.homeWins, tie.awayWins, tie.winnerId])).toEqual(
        stage.series.map((series) => [series.teamA.id, series.teamB.id, series.winsA, series.winsB, series.winnerId]),
      );
      expect(round.ties.map((tie) => tie.isReverse)).toEqual(
        stage.series.map(
          (series) => index > 0 && series.teamA.id !== expected[index - 1]!.series[series.order * 2]!.winnerId,
        ),
      );
    });
  });

  it('shows the current season’s cup, decided weeks ago, the same way', () => {
    const expected = nbaFinalsCup(world, 1907);
    const rounds = finalsCupBracket(stageGames(1907, 'cup', [QF, SF, FINAL]));
    expect(rounds[2]!.ties[0]!.winnerId).toBe(expected[2]!.series[0]!.winnerId);
    expect(rounds[2]!.ties[0]!.winnerId).not.toBe(0);
  });
});
