/** Where a tip opens for this user (news-paths `tipPath`): the program detail on the web and in apps from 4.3.2. */
import { useCallback } from 'react';
import { useGlobalStore } from '../../../platform/global/global-store';
import { platformVersion } from '../../../platform/config/platform-version';
import { tipPath } from '../news-paths';

export function useTipPath(): (tipId: number) => string {
  const appVersion = useGlobalStore((state) => state.appVersion);
  return useCallback((tipId: number) => tipPath(tipId, platformVersion(appVersion)), [appVersion]);
}
