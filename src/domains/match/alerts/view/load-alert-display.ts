import { judgeChunkFailure } from '../../../../platform/deploy/chunk-failures';
import { withWords } from '../../../../platform/i18n/messages';

/**
 * The alert display's chunk (alert-display.ts), one for the app's overlay and `./alerts` alike;
 * null when it cannot load. It comes late, after the first screen: gone after a deploy of ours,
 * the running app's handler acts on the new version; the network's loss costs only this page
 * view's alerts, never an uncaught error on the host's page. It resolves once the alerts' words of
 * the locale shown are here too.
 */
export const loadAlertDisplay = () =>
  withWords(import(/* webpackChunkName: "match-alerts-display" */ './alert-display')).catch(async (error: unknown) => {
    await judgeChunkFailure(error, 'app');
    return null;
  });
