/**
 * The home's anchors in groups of 8: each group is a page of a horizontal
 * swipe (CSS scroll snap), 4 × 2 tiles, with page dots.
 */
import { startTransition, useEffect, useState } from 'react';
import type { Streamer } from '../../../contracts/anchors';
import { messages } from '../messages';
import { groupAnchors } from '../rules/anchor-groups';
import scrollStrip from '../../../ui/scroll-strip.module.css';
import styles from './anchor-groups.module.css';
import { StreamerTile } from './streamer-tile';

export function AnchorGroups({ streamers }: { streamers: readonly Streamer[] }) {
  const [page, setPage] = useState(0);
  // Only the first page is on screen: the others fill in a transition just after the first commit
  // (React renders it in slices, not inside the long task of the anchor list's arrival).
  const [allPages, setAllPages] = useState(false);
  useEffect(() => {
    startTransition(() => setAllPages(true));
  }, []);
  const groups = groupAnchors(streamers);
  if (groups.length === 0) return <p className={styles.empty}>{messages.noAnchors}</p>;
  return (
    <div className={styles.groups}>
      <div
        className={`${styles.pages} ${scrollStrip.strip}`}
        onScroll={(event) => {
          const strip = event.currentTarget;
          if (strip.clientWidth > 0) setPage(Math.round(strip.scrollLeft / strip.clientWidth));
        }}
      >
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
