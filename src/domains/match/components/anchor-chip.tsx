/**
 * The lead streamer chip of a match row (every sport): the streamer a tap opens —
 * the first live one — with 直播中 when live, and how many there are; a tap goes to that
 * streamer's live room.
 */
import type { AnchorInfo } from '../../../contracts/match';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { matchWords } from '../match-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { isLiveAnchor, leadAnchor } from '../rules/match-anchors';
import { anchorTarget } from '../rules/match-jump';
import styles from './anchor-chip.module.css';

export function AnchorChip({ anchors }: { anchors: readonly AnchorInfo[] }) {
  const matchText = useMessages(matchWords);
  const { go } = useNavigation();
  const toUrl = useFileUrl();
  const lead = leadAnchor(anchors);
  if (!lead) return null;
  const live = isLiveAnchor(lead);
  return (
    <button
      type="button"
      className={live ? `${styles.chip} ${styles.live}` : styles.chip}
      onClick={() => go(anchorTarget(lead))}
      aria-label={matchText.watchAnchor(lead.nickName, live)}
    >
      <Avatar src={toUrl(lead.pictureId)} name={lead.nickName} alt="" size="s" />
      <span className={styles.word} aria-hidden="true">
        {live ? matchText.anchorLive : matchText.anchorCount(anchors.length)}
      </span>
    </button>
  );
}
