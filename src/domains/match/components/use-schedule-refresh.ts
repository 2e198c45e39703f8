/**
 * A schedule list's refresh: at once, then every minute (statuses, new matches; scores arrive by
 * push), and every `fallbackMs` while the push is down. Never while a sheet or dialog covers the
 * page, such as the ▶动画 sheet opened from a row: a reload re-renders the whole list, a long task
 * on a slow phone under an animation, for rows no one sees. It catches up at once when uncovered.
 */
import { LoopInterval, type LoopIntervalMs, useLoop, usePushFallbackLoop } from '../../../platform/loop/use-loop';
import { useAnySheetOpen } from '../../../ui/open-sheets';

export function useScheduleRefresh(load: () => unknown, fallbackMs: LoopIntervalMs): void {
  const shown = !useAnySheetOpen();
  useLoop(load, LoopInterval.minute, shown);
  usePushFallbackLoop(load, fallbackMs, shown);
}
