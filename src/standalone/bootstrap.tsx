/** The remote on its own at the site root (or inside the native app's web view). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_BASENAME_STANDALONE } from '../contracts/props';
import SportInfoApp from '../expose/sport-info-app';

const container = document.getElementById('root');
if (container) {
  const inNativeApp = /sport-info-app|SportInfoNative/i.test(navigator.userAgent) || new URLSearchParams(location.search).get('platform') === 'app';
  createRoot(container).render(
    <StrictMode>
      <SportInfoApp basename={DEFAULT_BASENAME_STANDALONE} platform={inNativeApp ? 'app' : 'web'} />
    </StrictMode>,
  );
}
