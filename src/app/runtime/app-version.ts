/** The remote's version, sent as the `version` header on the web (the native app sends its own). */
declare const __SPORT_INFO_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __SPORT_INFO_VERSION__ === 'string' ? __SPORT_INFO_VERSION__ : '0.0.0';
