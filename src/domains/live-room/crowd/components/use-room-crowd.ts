/**
 * Owns the room's crowd session while the room shows (store/room-crowd-session.ts, which holds
 * `room:<id>` through the room's lines timeline): opens the crowd store for the room and attaches
 * its session (which the live room descriptor's `room.line` handler reaches through the store),
 * and feeds the session the room's playhead (use-playhead.ts) and the fan's uid, whose own lines
 * show at once.
 */
import { useEffect, useRef } from 'react';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { usePlayheadReader } from '../../../match/components/use-playhead';
import { useLiveMatchStore } from '../../../match/store/live-match-store';
import { RoomCrowdSession } from '../store/room-crowd-session';
import { useRoomCrowdStore } from '../store/room-crowd-store';

export function useRoomCrowd(roomId: number): void {
  const playhead = usePlayheadReader();
  const ownUid = useSessionStore(sessionSelectors.uid);
  const session = useRef<RoomCrowdSession | null>(null);

  useEffect(() => {
    const store = useRoomCrowdStore.getState();
    store.openCrowd(roomId);
    const started = new RoomCrowdSession(roomId, {
      onAvailability: (availability) => useRoomCrowdStore.getState().setAvailability(availability),
      onReleased: (lines) => useRoomCrowdStore.getState().applyReleased(lines),
      onRestart: () => useRoomCrowdStore.getState().clearLines(),
    });
    session.current = started;
    const stops = [
      // A push tells the server's clock anew: the held lines are timed on it again.
      useLiveMatchStore.subscribe((state, previous) => {
        if (state.clockOffsetMs !== previous.clockOffsetMs) started.retime();
      }),
    ];
    store.attachReceiver((lines) => started.receive(lines));
    started.start();
    void store.loadTitles();
    return () => {
      session.current = null;
      started.stop();
      for (const stop of stops.reverse()) stop();
      useRoomCrowdStore.getState().attachReceiver(null);
      useRoomCrowdStore.getState().closeCrowd(roomId);
    };
  }, [roomId]);

  // After the session's effect: a new room's session is told the playhead too.
  useEffect(() => session.current?.setPlayhead({ playhead, ownUid }), [roomId, playhead, ownUid]);
}
