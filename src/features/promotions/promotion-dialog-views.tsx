/**
 * The promotions' dialogs, drawn with the design system's dialog: the follow prompt of an
 * attention banner and the dialog of a pop banner. A chunk of their own, loaded when the first one
 * opens (promotion-dialogs.tsx): most visits see neither, and the dialog's code stays off the
 * first screen. A pop is marked shown for the rest of the day as it opens (closing it or not, it
 * does not come back today); its picture failing to load closes it, as a broken banner takes no
 * space.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Banner, FollowTarget } from './banners';
import { useFileUrl } from '../../platform/config/use-file-url';
import { markPopShown } from './pop-seen';
import { useOpenBanner } from './promotion-actions';
import { followFromBanner } from './promotion-api';
import { useLoginGate } from '../../platform/session/use-login-gate';
import { Dialog } from '../../ui/dialog';
import styles from './promotion-dialogs.module.css';
import { promotionWords } from './promotion-messages';
import { useMessages } from '../../platform/i18n/messages';

export function FollowPrompt({
  target,
  banner,
  onClose,
}: {
  target: FollowTarget;
  banner: Banner;
  onClose: () => void;
}) {
  const words = useMessages(promotionWords);
  const location = useLocation();
  const gate = useLoginGate(location.pathname);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    const running = gate(() => followFromBanner(target));
    if (!running) return onClose();
    // The follow buttons' own action says 关注成功, or why it failed; a failure leaves the prompt for another try.
    void running.then((followed) => (followed ? onClose() : setBusy(false)));
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={target.kind === 'streamer' ? words.followStreamer : words.followExpert}
      actions={{
        dismiss: words.later,
        confirm: words.follow,
        onConfirm: confirm,
        confirmDisabled: busy,
      }}
    >
      <p className={styles.followTitle}>{banner.title}</p>
      <p className={styles.followHint}>{words.followHint}</p>
    </Dialog>
  );
}

export function PopDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const words = useMessages(promotionWords);
  const toUrl = useFileUrl();
  const open = useOpenBanner();
  useEffect(() => markPopShown(banner.rowId), [banner.rowId]);
  const image = (
    <img
      className={styles.popImage}
      src={toUrl(banner.imageId)}
      alt={banner.title}
      width={300}
      height={117}
      onError={onClose}
    />
  );
  return (
    <Dialog open onClose={onClose} title={banner.title} closeLabel={words.popClose}>
      {banner.action.kind === 'none' ? (
        image
      ) : (
        <button
          type="button"
          className={styles.popButton}
          onClick={() => {
            onClose();
            open(banner);
          }}
        >
          {image}
        </button>
      )}
    </Dialog>
  );
}
