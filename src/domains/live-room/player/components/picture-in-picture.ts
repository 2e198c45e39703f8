/**
 * Picture-in-picture: the standard API (`requestPictureInPicture`, Chromium and
 * Firefox-less desktops, Android) or Safari's presentation mode (`webkitSetPresentationMode`,
 * iPhone and iPad). The button shows only where one of them is offered.
 */
type SafariVideo = HTMLVideoElement & {
  webkitSupportsPresentationMode?: (mode: string) => boolean;
  webkitSetPresentationMode?: (mode: string) => void;
  webkitPresentationMode?: string;
};

export type PictureInPictureKind = 'standard' | 'safari' | null;

export function pictureInPictureKind(video: HTMLVideoElement, doc: Document = document): PictureInPictureKind {
  const safari = video as SafariVideo;
  if (
    doc.pictureInPictureEnabled &&
    typeof video.requestPictureInPicture === 'function' &&
    !video.disablePictureInPicture
  )
    return 'standard';
  if (
    typeof safari.webkitSupportsPresentationMode === 'function' &&
    safari.webkitSupportsPresentationMode('picture-in-picture')
  )
    return 'safari';
  return null;
}

export function isInPictureInPicture(video: HTMLVideoElement, doc: Document = document): boolean {
  return (
    doc.pictureInPictureElement === video || (video as SafariVideo).webkitPresentationMode === 'picture-in-picture'
  );
}

/** Into picture-in-picture, or back out of it. */
export async function togglePictureInPicture(video: HTMLVideoElement, doc: Document = document): Promise<void> {
  const kind = pictureInPictureKind(video, doc);
  const safari = video as SafariVideo;
  if (kind === 'safari') {
    safari.webkitSetPresentationMode?.(
      safari.webkitPresentationMode === 'picture-in-picture' ? 'inline' : 'picture-in-picture',
    );
    return;
  }
  if (kind !== 'standard') return;
  if (doc.pictureInPictureElement === video) await doc.exitPictureInPicture();
  else await video.requestPictureInPicture();
}

/** Leaves picture-in-picture if this element is in it (the stream is closing). */
export function leavePictureInPicture(video: HTMLVideoElement, doc: Document = document): void {
  if (doc.pictureInPictureElement === video) void doc.exitPictureInPicture().catch(() => undefined);
  const safari = video as SafariVideo;
  if (safari.webkitPresentationMode === 'picture-in-picture') safari.webkitSetPresentationMode?.('inline');
}
