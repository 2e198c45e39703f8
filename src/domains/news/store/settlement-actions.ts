/**
 * A tip settled by the world (push `news.tip-settled` on `professor:<id>` and `news:tips`): its
 * result and settlement time change at once wherever it is shown, and what depends on the whole
 * settled record is asked for again — the expert's page (record and history) and an open detail
 * (the picks of a settled tip are public).
 */
import type { TipSettledPayload } from '../../../contracts/news-push';
import { asBetResult } from '../../../contracts/bet-result';
import { throttledTask, type ThrottledTask } from '../../../platform/store/throttled-task';
import { expertTipsKey } from './initial-state';
import type { ExpertActions } from './expert-actions';
import type { NewsSlice } from './initial-state';
import type { TipActions } from './tip-actions';
import { mapAllTips } from './tip-lists';

export interface SettlementActions {
  applyTipsSettled(items: readonly TipSettledPayload[]): void;
}

/** Reloads of one expert or tip after settlements, at most once a second each. */
const RELOAD_WINDOW_MS = 1000;

/** A settlement reloads the tip and the expert it changed, through their own slices. */
type SettlementNeeds = Pick<TipActions, 'loadTip'> &
  Pick<ExpertActions, 'loadExpert' | 'loadExpertTips' | 'loadFullHistory'>;

export const createSettlementActions: NewsSlice<SettlementActions, SettlementNeeds> = (set, get, scope) => {
  const reloads = new Map<string, ThrottledTask>();
  // A reload waiting for its window is a scope timer: the reset clears it.
  scope.onReset(() => reloads.clear());
  const reload = (key: string, run: () => Promise<void>) => {
    let task = reloads.get(key);
    if (!task) {
      task = throttledTask(run, RELOAD_WINDOW_MS, scope);
      reloads.set(key, task);
    }
    void task.request();
  };

  return {
    applyTipsSettled: (items) => {
      const settled = new Map<number, TipSettledPayload>();
      for (const item of items) {
        try {
          asBetResult(item.result, 'payload.result');
          settled.set(item.tipId, item);
        } catch {
          // A result the app does not know: the next read shows it.
        }
      }
      if (settled.size === 0) return;
      set((state) =>
        mapAllTips(state, (tip) => {
          const change = settled.get(tip.id);
          if (!change || (tip.result === change.result && tip.settledAt === change.settledAt)) return tip;
          return { ...tip, result: asBetResult(change.result, 'result'), settledAt: change.settledAt };
        }),
      );
      const state = get();
      for (const change of settled.values()) {
        if (state.tips[change.tipId]?.data) reload(`tip:${change.tipId}`, () => get().loadTip(change.tipId));
        const expertId = change.professorId;
        if (state.experts[expertId]) reload(`expert:${expertId}`, () => get().loadExpert(expertId));
        if (state.expertTips[expertTipsKey(expertId, true)]) {
          reload(`history:${expertId}`, async () => {
            await get().loadExpertTips(expertId, false);
            await get().loadExpertTips(expertId, true);
            await get().loadFullHistory(expertId);
          });
        }
      }
    },
  };
};
