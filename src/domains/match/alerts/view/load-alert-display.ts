import { judgeChunkFailure } from '../../../../platform/deploy/chunk-failures';

/**
 * The alert display's chunk (alert-display.ts), one for the app's overlay and `./alerts` alike;
 * null when it cannot load. It comes late, after the first screen: gone after a deploy of ours,
 * the running app's handler acts on the new version; the network's loss costs only this page
 * view's alerts, never an uncaught error on the host's page.
 */
export const loadAlertDisplay = () =>
  import(/* webpackChunkName: "match-alerts-display" */ './alert-display').catch(async (error: unknown) => {
    await judgeChunkFailure(error, 'app');
    return null;
  });
