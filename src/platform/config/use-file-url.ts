/** File ids (avatars, crests, banners, moment pictures) as addresses on the file domain. */
import { useCallback } from 'react';
import { fileUrl } from '../../contracts/http';
import { configSelectors, useConfigStore } from './config-store';

/** A file id's address on `fileBase`; an id that already is an address stays as it is. */
export function fileAddress(fileBase: string | undefined, fileId: string | null | undefined): string | undefined {
  if (!fileId) return undefined;
  if (/^https?:\/\//.test(fileId)) return fileId;
  return fileUrl(fileBase ?? '', fileId);
}

export function useFileUrl(): (fileId: string | null | undefined) => string | undefined {
  const fileBase = useConfigStore(configSelectors.fileBase);
  return useCallback((fileId: string | null | undefined) => fileAddress(fileBase, fileId), [fileBase]);
}

/**
 * Starts a picture's download and decode now, before React renders its <img> (same address and
 * credentials: the element takes it from the memory cache). For the first screen's largest
 * picture, whose address is known when its call answers: painted a frame sooner, it no longer
 * waits behind the anchor list's render (Lighthouse's LCP, docs/performance.md).
 */
export function warmPicture(fileId: string | null | undefined): void {
  const address = fileAddress(configSelectors.fileBase(useConfigStore.getState()), fileId);
  if (!address || typeof Image !== 'function') return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = address;
  void picture.decode?.().catch(() => undefined);
}
