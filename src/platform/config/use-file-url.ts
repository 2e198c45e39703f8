/** File ids (avatars, crests, banners, moment pictures) as addresses on the file domain. */
import { useCallback } from 'react';
import { fileUrl } from '../../contracts/http';
import { configSelectors, useConfigStore } from './config-store';

export function useFileUrl(): (fileId: string | null | undefined) => string | undefined {
  const fileBase = useConfigStore(configSelectors.fileBase);
  return useCallback(
    (fileId: string | null | undefined) => {
      if (!fileId) return undefined;
      if (/^https?:\/\//.test(fileId)) return fileId;
      return fileUrl(fileBase ?? '', fileId);
    },
    [fileBase],
  );
}
