// Async boundary: the federation runtime negotiates the shared singletons (react, router,
// zustand) before any module that imports them runs.
//
// Start-up runs as a few tasks rather than one: the federation runtime's own start (this
// script), negotiating and evaluating React, then the router, then shell-demo itself. Each
// yields to the browser in between, so input and rendering are never blocked for the sum of
// them (a phone's main thread spends 20-40 ms on each at 4x slowdown).
import { nextTask } from '../../../src/lib/next-task';

async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('./bootstrap');
}

void start();

export {};
