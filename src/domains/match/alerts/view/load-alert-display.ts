/** The alert display's chunk (alert-display.ts), one for the app's overlay and `./alerts` alike. */
export const loadAlertDisplay = () => import(/* webpackChunkName: "match-alerts-display" */ './alert-display');
