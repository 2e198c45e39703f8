/** The picture-in-picture button: shown only where the browser offers it. */
import { useEffect, useState } from 'react';
import { livePlayerWords } from './live-player-messages';
import { isInPictureInPicture, pictureInPictureKind, togglePictureInPicture } from './picture-in-picture';
import { useMessages } from '../../../../platform/i18n/messages';

export function PictureInPictureButton({ video, className }: { video: HTMLVideoElement; className?: string }) {
  const messages = useMessages(livePlayerWords);
  const [active, setActive] = useState(() => isInPictureInPicture(video));
  useEffect(() => {
    const sync = () => setActive(isInPictureInPicture(video));
    const events = ['enterpictureinpicture', 'leavepictureinpicture', 'webkitpresentationmodechanged'];
    for (const type of events) video.addEventListener(type, sync);
    return () => events.forEach((type) => video.removeEventListener(type, sync));
  }, [video]);
  if (!pictureInPictureKind(video)) return null;
  return (
    <button
      type="button"
      className={className}
      aria-label={active ? messages.leavePictureInPicture : messages.pictureInPicture}
      aria-pressed={active}
      onClick={(event) => {
        event.stopPropagation();
        void togglePictureInPicture(video).catch(() => undefined);
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="12" y="11" width="7" height="6" rx="1" fill="currentColor" />
      </svg>
    </button>
  );
}
