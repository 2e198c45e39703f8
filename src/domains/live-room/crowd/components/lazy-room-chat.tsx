/**
 * The room's side of its chat (docs/pages.md): the chat's chunk (`room-chat`, room-chat.tsx) is
 * not on the room's first-frame path — it loads once the picture is on screen (the player has
 * measured its delay, which the crowd is held back by), at once without video, and after
 * CROWD_START_MS at the latest. Until the backend has answered with a crowd, the room shows
 * nothing of it; a backend without one (404) changes nothing.
 */
import { createElement, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLiveRoomStore } from '../../store/live-room-store';
import { useDataSaverStore } from '../../player/store/data-saver-store';
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';
import { withWords } from '../../../../platform/i18n/messages';

/** The crowd starts this long after the room at the latest (a picture slow to come, a delay never measured). */
export const CROWD_START_MS = 3000;

const chunk = () => withWords(import(/* webpackChunkName: "room-chat" */ './room-chat'));
const LazyCrowdSession = lazy(() => chunk().then((module) => ({ default: module.CrowdSession })));
export const LazyChatPanel = lazy(() => chunk().then((module) => ({ default: module.ChatPanel })));
export const LazyChatBar = lazy(() => chunk().then((module) => ({ default: module.ChatBar })));
export const LazyDanmaku = lazy(() => chunk().then((module) => ({ default: module.DanmakuLayer })));
export const LazyEnvelope = lazy(() => chunk().then((module) => ({ default: module.RoomEnvelope })));

export interface RoomChat {
  /** The backend has a crowd for the room: the 聊天 tab, its input and 弹幕 show. */
  available: boolean;
  /** The crowd's session, rendered by the room once started (it renders nothing itself). */
  session: ReactNode;
}

/** `roomId`: the live room (0: none); `playing`: the room plays video (not offline, not 省流模式). */
export function useRoomChat(roomId: number, playing: boolean): RoomChat {
  const measured = useLiveRoomStore((state) => state.room.delaySeconds !== null);
  const dataSaver = useDataSaverStore((state) => state.on);
  const [late, setLate] = useState(false);
  const [availability, setAvailability] = useState<TimelineAvailability>('unknown');
  const onAvailability = useCallback((next: TimelineAvailability) => setAvailability(next), []);

  useEffect(() => {
    const timer = setTimeout(() => setLate(true), CROWD_START_MS);
    return () => clearTimeout(timer);
  }, []);

  const start = roomId > 0 && (late || measured || dataSaver || !playing);
  return {
    available: start && availability === 'available',
    session: start ? createElement(LazyCrowdSession, { key: roomId, roomId, onAvailability }) : null,
  };
}
