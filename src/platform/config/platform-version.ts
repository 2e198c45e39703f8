/**
 * Where this page runs, as the version gates read it: the platform the HTTP client was configured
 * with (the runtime's option) and the native app's version the app reported (empty on the web).
 */
import { useGlobalStore } from '../global/global-store';
import { httpSettings } from '../http/http-client';
import type { PlatformVersion } from './version-gates';

/** With the app version a component already follows (so a later report re-renders it). */
export const platformVersion = (appVersion: string): PlatformVersion => ({
  platform: httpSettings().platform,
  appVersion,
});

export const currentPlatformVersion = (): PlatformVersion => platformVersion(useGlobalStore.getState().appVersion);
