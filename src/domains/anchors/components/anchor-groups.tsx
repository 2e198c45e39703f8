/**
 * The home's anchors in groups of 8: each group is a page of a horizontal
 * swipe (CSS scroll snap), 4 × 2 tiles, with page dots.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Streamer } from '../../../contracts/anchors';
import { groupAnchors } from '../rules/anchor-groups';
import scrollStrip from '../../../ui/scroll-strip.module.css';
import { useShownSlide } from '../../../platform/scroll/use-shown-slide';
import styles from './anchor-groups.module.css';
import { StreamerTile } from './streamer-tile';
import { anchorWords } from '../anchor-messages';
import { useMessages } from '../../../platform/i18n/messages';

export function AnchorGroups({ streamers }: { streamers: readonly Streamer[] }) {
  const messages = useMessages(anchorWords);
  const stripRef = useRef<HTMLDivElement>(null);
  // Only the first page is on screen: the others fill in a transition just after the first commit
  // (React renders it in slices, not inside the long task of the anchor list's arrival).
  const [allPages, setAllPages] = useState(false);
  useEffect(() => {
    startTransition(() => setAllPages(true));
  }, []);
  const groups = groupAnchors(streamers);
  // A page's element stays while its anchors change (live counts): observed anew when pages come or go.
  const { shown: page, onScroll } = useShownSlide(stripRef, groups.length);
  if (groups.length === 0) return <p className={styles.empty}>{messages.noAnchors}</p>;
  return (
    <div className={styles.groups}>
      <div className={`${styles.pages} ${scrollStrip.strip}`} ref={stripRef} onScroll={onScroll}>
        {groups.map((group, index) => (
          <ul key={index} className={styles.page} aria-label={messages.anchorPage(index + 1, groups.length)}>
            {(index === 0 || allPages) &&
              group.map((streamer) => (
                <li key={streamer.id}>
                  <StreamerTile streamer={streamer} />
                </li>
              ))}
          </ul>
        ))}
      </div>
      {groups.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {groups.map((_, index) => (
            <span key={index} className={index === page ? `${styles.dot} ${styles.active}` : styles.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
