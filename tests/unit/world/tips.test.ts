/** @jest-environment node */
import { HOUR } from '../../../shell-demo/server/world/clock';
import { worldWithKeptScripts } from '../../support/kept-scripts';
import {
  combineResults,
  profitOf,
  settleLine,
  settleSelection,
  ticketOdds,
} from '../../../shell-demo/server/world/markets';
import { expertDetail, expertList, tipsByExpert } from '../../../shell-demo/server/world/queries/news';
import { MatchSimulator } from '../../../shell-demo/server/world/simulator';
import type { World } from '../../../shell-demo/server/world/types';
import { TEST_SEED, utc } from './support/world-fixtures';

/** Every tip and report settled as its matches ended: the disagreements collected, compared once (an expect per tip was a third of the file's time). */
function expectSettledFromResults(world: World): void {
  let settled = 0;
  const wrong: string[] = [];
  for (const tip of world.tips.values()) {
    const results = tip.messageMatchList.map((selection) => {
      const match = world.matches.get(selection.matchId);
      if (!match) throw new Error(`tip ${tip.id} refers to unknown match ${selection.matchId}`);
      if (!(tip.publishTime < match.matchDate))
        wrong.push(`tip ${tip.id} published at ${tip.publishTime}, match ${match.id} kicked off at ${match.matchDate}`);
      return settleSelection(selection, match);
    });
    const combined = combineResults(results);
    if (tip.result !== combined) wrong.push(`tip ${tip.id}: ${tip.result}, its selections say ${combined}`);
    if ((tip.settledAt === null) !== (tip.result === 'waiting'))
      wrong.push(`tip ${tip.id}: ${tip.result}, settled at ${tip.settledAt}`);
    if (tip.settledAt !== null) settled += 1;
  }
  expect(settled).toBeGreaterThan(3000);
  for (const report of world.reports.values()) {
    const results = report.selections.map((selection) =>
      settleSelection(selection, world.matches.get(selection.matchId) ?? (undefined as never)),
    );
    const combined = combineResults(results);
    if (report.result !== combined) wrong.push(`report ${report.id}: ${report.result}, its selections say ${combined}`);
    const profit = profitOf(report.result, report.stake, ticketOdds(report.selections));
    if (!Object.is(report.profit, profit))
      wrong.push(`report ${report.id}: profit ${report.profit}, its result says ${profit}`);
  }
  expect(wrong).toEqual([]);
}

describe('tips and betting reports', () => {
  const now = utc(13);
  const world = worldWithKeptScripts({ seed: TEST_SEED, now });

  it('are settled consistently with the match results', () => {
    expectSettledFromResults(world);
  });

  it('are settled at full time by the simulator', () => {
    const simulator = new MatchSimulator(world);
    const waitingBefore = [...world.tips.values()].filter((tip) => tip.result === 'waiting').length;
    const changes = simulator.advanceTo(now + 30 * HOUR);
    const settledNow = changes.filter((change) => change.kind === 'tip-settled');
    expect(settledNow.length).toBeGreaterThan(0);
    expect([...world.tips.values()].filter((tip) => tip.result === 'waiting').length).toBe(
      waitingBefore - settledNow.length,
    );
    expectSettledFromResults(world);
  });

  it('give experts statistics computed from their settled tips', () => {
    const best = expertList(world, { sortType: 1, size: 100 }).list;
    expect(best).toHaveLength(100);
    for (let index = 1; index < best.length; index += 1)
      expect(best[index - 1]?.hitPercents ?? 0).toBeGreaterThanOrEqual(best[index]?.hitPercents ?? 0);
    const expert = expertDetail(world, best[0]?.id ?? 0);
    expect(expert?.tenHistory).toHaveLength(10);
    expect(expert?.tenWin).toBe(expert?.tenHistory.filter((result) => result === 'win' || result === 'winHalf').length);
    expect(expert?.longestWin).toBeGreaterThanOrEqual(expert?.winContinuous ?? 0);
    expect(expert?.hitPercents).toBeGreaterThan(40);
    expect(expert?.hitPercents).toBeLessThan(95);
    const history = tipsByExpert(world, expert?.id ?? 0, { isHistory: true, size: 50 });
    expect(history.list.every((tip) => tip.result !== 'waiting')).toBe(true);
  });

  it('settle quarter lines in halves', () => {
    // Home -0.25 and the match ends level: half the stake pushed, half lost.
    expect(settleLine((line) => 0 + line, -0.25)).toBe('loseHalf');
    expect(settleLine((line) => 1 + line, -0.75)).toBe('winHalf');
    expect(settleLine((line) => 1 + line, -1)).toBe('draw');
    expect(settleLine((line) => 3 - line, 2.5)).toBe('win');
    expect(profitOf('winHalf', 100, 1.9)).toBe(45);
    expect(profitOf('loseHalf', 100, 1.9)).toBe(-50);
  });
});
