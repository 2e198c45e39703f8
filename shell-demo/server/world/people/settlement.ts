/** Settling expert tips and users' betting reports when their matches end. */
import type { Emit } from '../changes';
import { combineResults, profitOf, settleSelection, ticketOdds } from '../markets';
import type { WorldMatch } from '../match-types';
import type { World } from '../types';
import type { BetResult, BetSelection } from './people-types';

export function settleForMatch(world: World, match: WorldMatch, at: number, emit?: Emit): void {
  for (const tipId of world.tipsByMatch.get(match.id) ?? []) {
    const tip = world.tips.get(tipId);
    if (!tip || !settlesNow(world, tip, tip.messageMatchList, match, at)) continue;
    emit?.({ kind: 'tip-settled', at, tipId, professorId: tip.professorId, result: tip.result });
  }
  for (const reportId of world.reportsByMatch.get(match.id) ?? []) {
    const report = world.reports.get(reportId);
    if (!report || !settlesNow(world, report, report.selections, match, at)) continue;
    report.odds = ticketOdds(report.selections);
    report.profit = profitOf(report.result, report.stake, report.odds);
    emit?.({
      kind: 'report-settled',
      at,
      reportId,
      userId: report.userId,
      result: report.result,
      profit: report.profit,
    });
  }
}

/**
 * A tip and a betting report settle alike: the legs this match decides get their results, and
 * the ticket its combined result; true when that settles the ticket at `at`. A ticket settled
 * before (a parlay lost on an earlier leg) stays as it was; one with an open leg keeps waiting.
 */
function settlesNow(
  world: World,
  ticket: { result: BetResult; settledAt: number | null },
  legs: readonly BetSelection[],
  match: WorldMatch,
  at: number,
): boolean {
  for (const leg of legs) {
    if (leg.matchId === match.id) leg.result = settleSelection(leg, match);
  }
  if (ticket.settledAt !== null) return false;
  ticket.result = combineResults(legs.map((leg) => leg.result));
  if (ticket.result === 'waiting') return false;
  ticket.settledAt = at;
  world.version += 1;
  return true;
}
