/** The remote on its own at the site root (or inside the native app's web view). */
import { startTransition, StrictMode } from 'react';
import { DEFAULT_BASENAME_STANDALONE } from '../contracts/props';
import { defaultApiBaseUrl } from '../expose/default-api-base-url';
import { nextTask } from '../lib/next-task';

// Start-up runs as a few tasks rather than one: the HTTP layer (axios, the contracts) with the
// gate calls, then React DOM, then the rest of the app's modules (their styles among them), then
// the first render in slices. Each yields to the browser in between, so a phone's main thread is
// never blocked for the sum of them (evaluating all the modules at once was a ~20 ms task at full
// speed). The modules are in this page's chunks all the same ("eager"): nothing more to download.
// React DOM is not evaluated with the entry: the entry's task is also the one that preloads the
// page's code (DOMContentLoaded), and neither that nor the domain list, the head of the first
// screen's chain of calls, needs React yet (~2.5 ms of CPU less in the entry's task at full speed).
// Besides it, only our own modules are staged so: importing a package's namespace, as
// `import('react-router-dom')`, would keep all of its exports (~50 KB); react-dom/client has three.
//
// On the web the start-up's gate calls begin with the HTTP layer, before the app's
// modules are evaluated and rendered: the app takes their answers when it boots.
async function start(container: HTMLElement): Promise<void> {
  const query = new URLSearchParams(location.search);
  const inNativeApp = /sport-info-app|SportInfoNative/i.test(navigator.userAgent) || query.get('platform') === 'app';
  // `?lang=zh-HK`: the address's language, passed as a host passes its locale (docs/i18n.md).
  const locale = query.get('lang') ?? undefined;
  await nextTask();
  const { startEarly } = await import(/* webpackMode: "eager" */ '../app/runtime/early-start');
  // The domain list goes out before the app renders and asks for its page's code: the data is on
  // the first screen's critical path, the page's code is not (it waits for the config anyway).
  // Signing takes a few async Web Crypto steps, which would otherwise race the render.
  if (!inNativeApp) await startEarly(defaultApiBaseUrl(), { locale }).domainListSent;
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { default: SportInfoApp } = await import(/* webpackMode: "eager" */ '../expose/sport-info-app');
  const { useLocaleStore } = await import(/* webpackMode: "eager" */ '../platform/i18n/locale-store');
  // Standalone the app is the page: the document's language follows the one shown.
  useLocaleStore.subscribe(({ locale: shown }) => (document.documentElement.lang = shown));
  await nextTask();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <SportInfoApp basename={DEFAULT_BASENAME_STANDALONE} platform={inNativeApp ? 'app' : 'web'} locale={locale} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);
