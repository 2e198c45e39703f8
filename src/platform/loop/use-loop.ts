/**
 * Polling at the spec's intervals. A loop runs only while the page
 * is visible and its component is shown: a kept-alive page hidden by <Activity> has its
 * effects cleaned up, so the loop stops, and when it is shown again it refreshes at once.
 */
import { useEffect, useRef } from 'react';
import { useGlobalStore } from '../global/global-store';
import { socketSelectors, useSocketStore } from '../socket/socket-store';

export const LoopInterval = {
  live: 3000,
  fast: 5000,
  normal: 10_000,
  slow: 20_000,
  minute: 60_000,
} as const;

export type LoopIntervalMs = (typeof LoopInterval)[keyof typeof LoopInterval];

export interface LoopOptions {
  /**
   * Runs the task as soon as the loop starts or resumes (default). False for a loop that acts
   * rather than refreshes, such as a carousel's autoplay: its first step waits a whole interval.
   */
  immediate?: boolean;
}

export function useLoop(
  task: () => unknown,
  intervalMs: LoopIntervalMs,
  enabled = true,
  { immediate = true }: LoopOptions = {},
): void {
  const pageVisible = useGlobalStore((state) => state.pageVisible);
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });

  useEffect(() => {
    if (!enabled || !pageVisible) return;
    if (immediate) void taskRef.current();
    const timer = setInterval(() => void taskRef.current(), intervalMs);
    return () => clearInterval(timer);
  }, [enabled, pageVisible, intervalMs, immediate]);
}

/**
 * The push's stand-in (docs/pages.md, live data): `task` every `intervalMs`, at once when the push
 * goes down (a socket found dead, reconnecting, given up) and only until it is back. A page whose
 * live values come by push names here the call that reads them and how often (and, by `enabled`,
 * when its values are not seen anyway).
 */
export function usePushFallbackLoop(task: () => unknown, intervalMs: LoopIntervalMs, enabled = true): void {
  const pushDown = useSocketStore(socketSelectors.pushDown);
  useLoop(task, intervalMs, pushDown && enabled);
}
