/** Settling expert tips and users' betting reports when their matches end. */
import type { Emit } from '../changes';
import { combineResults, profitOf, settleSelection, ticketOdds } from '../markets';
import type { WorldMatch } from '../match-types';
import type { World } from '../types';

export function settleForMatch(world: World, match: WorldMatch, at: number, emit?: Emit): void {
  for (const tipId of world.tipsByMatch.get(match.id) ?? []) {
    const tip = world.tips.get(tipId);
    if (!tip) continue;
    for (const selection of tip.messageMatchList) {
      if (selection.matchId === match.id) selection.result = settleSelection(selection, match);
    }
    // A parlay lost on an earlier leg stays lost; only this leg's result is filled in.
    if (tip.settledAt !== null) continue;
    tip.result = combineResults(tip.messageMatchList.map((selection) => selection.result));
    if (tip.result === 'waiting') continue;
    tip.settledAt = at;
    world.version += 1;
    emit?.({ kind: 'tip-settled', at, tipId, professorId: tip.professorId, result: tip.result });
  }
  for (const reportId of world.reportsByMatch.get(match.id) ?? []) {
    const report = world.reports.get(reportId);
    if (!report) continue;
    for (const selection of report.selections) {
      if (selection.matchId === match.id) selection.result = settleSelection(selection, match);
    }
    if (report.settledAt !== null) continue;
    report.result = combineResults(report.selections.map((selection) => selection.result));
    if (report.result === 'waiting') continue;
    report.odds = ticketOdds(report.selections);
    report.profit = profitOf(report.result, report.stake, report.odds);
    report.settledAt = at;
    world.version += 1;
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
