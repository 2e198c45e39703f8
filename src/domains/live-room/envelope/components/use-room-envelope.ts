/**
 * Owns the room's envelope while the room shows (store/room-envelope-store.ts): opens it for the
 * room, asks lotteryInfo, and hands it every batch of lines released at the fan's playhead —
 * those released before it started too (the history) — so a lottery line refreshes the envelope
 * when the fan's playhead reaches it, not when the push arrives.
 */
import { useEffect } from 'react';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { useRoomEnvelopeStore } from '../store/room-envelope-store';
import { listenReleased, useRoomCrowdStore } from '../../crowd/store/room-crowd-store';

export function useRoomEnvelope(roomId: number): void {
  useEffect(() => {
    const ownUid = () => sessionSelectors.uid(useSessionStore.getState());
    const envelope = useRoomEnvelopeStore.getState();
    envelope.openEnvelope(roomId);
    const crowd = useRoomCrowdStore.getState();
    if (crowd.roomId === roomId) {
      const earlier = crowd.lastLottery ? [...crowd.lines, crowd.lastLottery] : crowd.lines;
      envelope.linesReleased(earlier, ownUid(), { refresh: false });
    }
    const stop = listenReleased((lines) => useRoomEnvelopeStore.getState().linesReleased(lines, ownUid()));
    void envelope.refresh();
    return () => {
      stop();
      useRoomEnvelopeStore.getState().closeEnvelope(roomId);
    };
  }, [roomId]);
}
