/**
 * The room's chat list (聊天 tab): the released lines, newest at the bottom, the viewer's pending
 * lines after them. It follows the newest line unless the fan scrolled up; then a "N 条新消息"
 * pill counts what came since and brings them down. A tap (or a long press) on someone's line
 * opens its menu (举报). Lines the viewer reported are hidden for them. While a flood's batches
 * show a sample (rules/crowd-thinning.ts), a note below the newest line says so.
 *
 * The box scrolls from its bottom (a reversed flex column, room-chat.module.css): at the bottom,
 * new lines come into view by themselves, and scrolled up, the browser's scroll anchoring keeps
 * the lines read in place while lines arrive below and the oldest leave above. No script reads
 * the layout as lines arrive (a follow-to-bottom scroll after each render forced the list's style
 * and layout inside React's commit), nor as the fan scrolls: whether the box is at its bottom is
 * an IntersectionObserver's report on an edge below the last line (reading the box's offset in a
 * scroll handler forced the page's layout at every scroll frame while lines arrived). Where there
 * is no observer, the scroll handler reads the offset.
 *
 * Each batch moves every row up by the new rows' height. Rows sit in boxes of consecutive indexes
 * (rules/chat-lines.ts), each painted on its own (`contain: paint`): a box that only moved keeps
 * its painting, so a frame paints the box the new rows joined, not the 150 rows kept (measured:
 * docs/performance.md, the hot room).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { useShallow } from 'zustand/react/shallow';
import { chatWords } from '../chat-messages';
import { rowBoxes } from '../rules/chat-lines';
import { roomCrowdSelectors, useRoomCrowdStore } from '../store/room-crowd-store';
import { LineRow, PendingRow } from './chat-row';
import styles from './room-chat.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

/** How close to the bottom (px) still counts as following (the box's scrollTop is 0 there, negative above). */
const FOLLOW_SLACK_PX = 32;

interface ChatListProps {
  /** A line's menu was asked for (a tap on someone else's line). */
  onLineMenu(lineId: string): void;
}

export function ChatList({ onLineMenu }: ChatListProps) {
  const chatMessages = useMessages(chatWords);
  const { lines, pending, hidden, titles } = useRoomCrowdStore(
    useShallow((state) => ({
      lines: roomCrowdSelectors.lines(state),
      pending: roomCrowdSelectors.pending(state),
      hidden: roomCrowdSelectors.hidden(state),
      titles: roomCrowdSelectors.titles(state),
    })),
  );
  const retry = useRoomCrowdStore((state) => state.retry);
  const thinned = useRoomCrowdStore(roomCrowdSelectors.thinned);
  const uid = useSessionStore(sessionSelectors.uid);
  const username = useSessionStore((state) => state.username);
  const shown = useMemo(
    () => (hidden.length === 0 ? lines : lines.filter((line) => !hidden.includes(line.id))),
    [lines, hidden],
  );
  const boxes = useMemo(() => rowBoxes(shown), [shown]);

  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  // Opened, the chat takes the screen under the video: the page scrolls so its box ends above the input.
  // A block, not an arrow's value: Chromium's scrollIntoView returns a promise now, and an effect
  // that returns anything but a clean-up function crashes the page when it unmounts.
  useEffect(() => {
    scroller.current?.parentElement?.scrollIntoView?.({ block: 'end' });
  }, []);
  /** The newest index the fan had seen when they scrolled up (null while following). */
  const [seenUpTo, setSeenUpTo] = useState<number | null>(null);
  const newest = shown[shown.length - 1]?.index ?? -1;
  const newestRef = useRef(newest);
  newestRef.current = newest;
  const bottomEdge = useRef<HTMLDivElement>(null);
  const [observed] = useState(() => typeof IntersectionObserver === 'function');

  const follow = useCallback((atBottom: boolean) => {
    if (atBottom === following.current) return;
    following.current = atBottom;
    setSeenUpTo(atBottom ? null : newestRef.current);
  }, []);
  useEffect(() => {
    const box = scroller.current;
    const edge = bottomEdge.current;
    if (!observed || !box || !edge) return;
    const observer = new IntersectionObserver((entries) => follow(entries[entries.length - 1]!.isIntersecting), {
      root: box,
      rootMargin: `0px 0px ${FOLLOW_SLACK_PX}px 0px`,
    });
    observer.observe(edge);
    return () => observer.disconnect();
  }, [observed, follow]);

  const onScroll = () => {
    const box = scroller.current;
    if (box) follow(Math.abs(box.scrollTop) <= FOLLOW_SLACK_PX);
  };
  const unread = seenUpTo === null ? 0 : countAfter(shown, seenUpTo);
  const toBottom = () => {
    const box = scroller.current;
    following.current = true;
    setSeenUpTo(null);
    if (box) box.scrollTop = 0;
  };

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-line]');
    if (!row || row.dataset.own !== undefined || (event.target as HTMLElement).closest('button')) return;
    if (event.type === 'contextmenu') event.preventDefault();
    onLineMenu(row.dataset.line ?? '');
  };

  return (
    <div className={styles.listBox}>
      <div ref={scroller} className={styles.scroller} onScroll={observed ? undefined : onScroll}>
        {/* First in a reversed column: the box's bottom edge, below the last line. */}
        <div ref={bottomEdge} className={styles.bottomEdge} aria-hidden="true" />
        {/* Below the newest line (the 竞猜 card may cover the list's top). */}
        {thinned && (
          <p className={styles.thinned} role="status">
            {chatMessages.thinned}
          </p>
        )}
        {shown.length === 0 && pending.length === 0 ? (
          <p className={styles.empty}>{chatMessages.empty}</p>
        ) : (
          <ol
            className={styles.list}
            aria-label={chatMessages.listLabel}
            aria-live="off"
            onClick={openMenu}
            onContextMenu={openMenu}
            onKeyDown={(event) => {
              if (event.key === 'Enter') openMenu(event as unknown as MouseEvent<HTMLElement>);
            }}
          >
            {boxes.map((box) => (
              <div key={box.key} className={styles.rowBox} role="none">
                {box.lines.map((line) => (
                  <LineRow
                    key={line.id}
                    line={line}
                    own={uid !== '' && line.uid === uid}
                    title={titles[line.titleId]}
                  />
                ))}
              </div>
            ))}
            {pending.map((line) => (
              <PendingRow
                key={line.clientMsgId}
                line={line}
                nickName={username || chatMessages.mine}
                onRetry={(id) => void retry(id)}
              />
            ))}
          </ol>
        )}
      </div>
      {unread > 0 && (
        <button type="button" className={styles.pill} onClick={toBottom}>
          {chatMessages.newMessages(unread)}
        </button>
      )}
    </div>
  );
}

/** Lines after `index` (the list is in index order: counted from the end). */
function countAfter(lines: readonly { index: number }[], index: number): number {
  let count = 0;
  for (let at = lines.length - 1; at >= 0 && (lines[at] as { index: number }).index > index; at -= 1) count += 1;
  return count;
}
