/** The remote on its own at the site root (or inside the native app's web view): the app, as early.ts imports it. */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_BASENAME_STANDALONE } from '../contracts/props';
import { nextTask } from '../lib/next-task';

// Start-up runs as a few tasks rather than one: React, then the app's modules (their styles
// among them), then the first render in slices; the HTTP layer and the gate calls ran before, in
// early.ts. Each yields to the browser in between, so a phone's main thread is never blocked for
// the sum of them (evaluating all the modules at once was a ~20 ms task at full speed). The
// modules are in this chunk group all the same ("eager"): nothing more to download. Only our own
// modules are staged so: importing a package's namespace, as `import('react-router-dom')`, would
// keep all of its exports (~50 KB).
export async function start(container: HTMLElement, inNativeApp: boolean): Promise<void> {
  await nextTask();
  const { default: SportInfoApp } = await import(/* webpackMode: "eager" */ '../expose/sport-info-app');
  await nextTask();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <SportInfoApp basename={DEFAULT_BASENAME_STANDALONE} platform={inNativeApp ? 'app' : 'web'} />
      </StrictMode>,
    );
  });
}
