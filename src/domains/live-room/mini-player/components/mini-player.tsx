/**
 * The mini-player, the live room's overlay in the frame's slot (its own
 * chunk, "mini-player"): the room's stream, still playing on the same <video> element, in a small
 * window over every page — the streamer and the spoiler-safe score under the picture; dragged
 * anywhere, it snaps to the nearest corner (clear of the header, the customer-service float and
 * the bottom input bars). A tap goes back to the room, which adopts the element; × stops the
 * stream. It goes when the stream ends or fails, and at logout when the room is a private one
 * (stream-dock's closePrivateStreamAtLogout).
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigation } from '../../../../platform/bridge/navigation-context';
import { showsScore } from '../../../match/rules/match-display';
import { useLatestMatchLive } from '../../../match/components/use-match-live';
import { liveRoomPaths } from '../../live-room-paths';
import { PictureInPictureButton } from '../../player/components/picture-in-picture-button';
import { RoomPlayhead } from '../../components/room-playhead';
import { isRoomStreaming } from '../../player/rules/room-streaming';
import { useRoomScore } from '../../components/use-room-score';
import { useRoomMatchInfo, useRoomStreamer } from '../../components/use-shown-room';
import { useLiveRoomStore } from '../../store/live-room-store';
import type { StreamerMatchInfo } from '../../../../contracts/anchors-room';
import { streamWords } from '../../player/stream-messages';
import { closeStream, useStreamDock, type HeldStream } from '../../player/store/stream-dock';
import { DEFAULT_CORNER, nearestCorner, type Corner } from '../rules/mini-player-corner';
import styles from './mini-player.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

/** A move shorter than this is a tap, not a drag (px). */
const DRAG_SLOP_PX = 8;
/** A click this soon after a tap or a drag ended is that gesture's own click. */
const CLICK_AFTER_TAP_MS = 700;
/** The corner survives the mini-player closing and opening again within the visit. */
let lastCorner: Corner = DEFAULT_CORNER;

export default function MiniPlayer() {
  const held = useStreamDock((state) => state.held);
  const floating = useStreamDock((state) => state.floating);
  if (!held || !floating) return null;
  return <FloatingStream key={held.key} held={held} />;
}

function FloatingStream({ held }: { held: HeldStream }) {
  const messages = useMessages(streamWords);
  const { stream, hostId } = held;
  const slotRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { href } = useNavigation();
  const inRoom = useLiveRoomStore((state) => state.room.hostId === hostId);
  const roomStreamer = useRoomStreamer();
  const roomMatchInfo = useRoomMatchInfo();
  const streamer = inRoom ? roomStreamer : null;
  const matchInfo = inRoom ? roomMatchInfo : null;
  const view = useSyncExternalStore(stream.subscribe, stream.getView);
  const [corner, setCorner] = useState<Corner>(lastCorner);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const gesture = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  /** When a tap or a drag ended: the click that may follow is not a tap of its own. */
  const pointerEndedAt = useRef(-Infinity);

  // The same element the room played, moved here in one step.
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    stream.mountIn(slot);
    return () => stream.releaseFrom(slot);
  }, [stream]);

  // It goes when the stream ends: the streamer stopped (pushed), the engines gave up, the video ended.
  const streaming = isRoomStreaming(streamer, matchInfo);
  useEffect(() => {
    if (!streaming || view.error) closeStream(stream);
  }, [streaming, view.error, stream]);
  useEffect(() => {
    const ended = () => closeStream(stream);
    stream.video.addEventListener('ended', ended);
    return () => stream.video.removeEventListener('ended', ended);
  }, [stream]);

  const openRoom = () => void navigate(href(liveRoomPaths.room(hostId)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    gesture.current = { x: event.clientX, y: event.clientY, moved: false };
    // Captured from the start: a quick drag leaves the window before its first move arrives.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    if (!start) return;
    const x = event.clientX - start.x;
    const y = event.clientY - start.y;
    if (!start.moved && Math.hypot(x, y) < DRAG_SLOP_PX) return;
    start.moved = true;
    setOffset({ x, y });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    gesture.current = null;
    if (!start) return;
    pointerEndedAt.current = event.timeStamp;
    if (!start.moved) {
      // A tap. Its click goes to the captured window, not the picture: the tap is taken here.
      openRoom();
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    lastCorner = nearestCorner(
      box.left + box.width / 2,
      box.top + box.height / 2,
      window.innerWidth,
      window.innerHeight,
    );
    setCorner(lastCorner);
    setOffset(null);
  };

  const name = streamer?.nickName ?? '';
  return (
    <div
      className={`${styles.mini} ${styles[corner]}`}
      style={offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
      role="complementary"
      aria-label={messages.miniPlayer}
      data-testid="mini-player"
      data-corner={corner}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        gesture.current = null;
        setOffset(null);
      }}
    >
      <div
        className={styles.screen}
        role="button"
        tabIndex={0}
        aria-label={messages.backToRoom(name)}
        onClick={(event) => {
          // Keyboards and screen readers click without a pointer; a pointer's tap was taken on pointerup.
          if (event.timeStamp - pointerEndedAt.current > CLICK_AFTER_TAP_MS) openRoom();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            openRoom();
          }
        }}
      >
        <div ref={slotRef} className={styles.slot} />
      </div>
      <button
        type="button"
        className={`${styles.button} ${styles.close}`}
        aria-label={messages.close}
        onClick={() => closeStream(stream)}
      >
        ×
      </button>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={view.muted ? messages.unmute : messages.mute}
          onClick={() => (view.muted ? stream.unmute() : stream.mute())}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
            {view.muted ? (
              <path d="M16.5 9.5l5 5m0-5l-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M16 8.5a5 5 0 0 1 0 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <PictureInPictureButton video={stream.video} className={styles.button} />
      </div>
      <div className={styles.caption}>
        <span className={styles.name}>{name}</span>
        {matchInfo && (
          <RoomPlayhead>
            <MiniScore info={matchInfo} />
          </RoomPlayhead>
        )}
      </div>
    </div>
  );
}

/** The spoiler-safe score, as the room shows it (the stream's delay held back unless 实时比分 is on). */
function MiniScore({ info }: { info: StreamerMatchInfo }) {
  // Holds the match's channel while shown.
  useLatestMatchLive(info.matchId);
  const { value } = useRoomScore(info.matchId);
  if (!value || !showsScore(value)) return null;
  return (
    <span className={styles.score} data-match-id={info.matchId}>
      {value.homeScore}:{value.awayScore}
    </span>
  );
}
