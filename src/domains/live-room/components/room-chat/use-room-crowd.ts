/**
 * Owns the room's crowd session while the room shows (store/room-crowd-session.ts): opens the
 * crowd store for the room and attaches its session (which the live room descriptor's `room.line`
 * handler reaches through the store), holds `room:<id>`, and feeds the
 * session the gate the room's score uses — the player's delay (none with 实时比分, without video
 * or while unmeasured), the push clock offset, and the viewer's uid for their own lines.
 */
import { useEffect } from 'react';
import { RoomCrowdPush } from '../../../../contracts/room-crowd-push';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { subscribeChannels } from '../../../../platform/socket/push-connection';
import { socketSelectors, useSocketStore } from '../../../../platform/socket/socket-store';
import { useLiveMatchStore } from '../../../match/store/live-match-store';
import { fetchChatHistory, isCrowdMissing } from '../../api/room-crowd-api';
import { crowdDelayMs, type CrowdGate } from '../../rules/crowd-release';
import { useLiveRoomStore } from '../../store/live-room-store';
import { RoomCrowdSession } from '../../store/room-crowd-session';
import { useRoomCrowdStore } from '../../store/room-crowd-store';

/** The gate of the moment (the same delay as the room's score: use-room-score.ts). */
function currentGate(): CrowdGate {
  const { room } = useLiveRoomStore.getState();
  return {
    clockOffsetMs: useLiveMatchStore.getState().clockOffsetMs,
    delayMs: crowdDelayMs(room.delaySeconds, room.realtime),
    ownUid: sessionSelectors.uid(useSessionStore.getState()),
  };
}

export function useRoomCrowd(roomId: number): void {
  useEffect(() => {
    const store = useRoomCrowdStore.getState();
    store.openCrowd(roomId);
    const channel = RoomCrowdPush.room(roomId);
    const subscribed = socketSelectors.isSubscribed(channel);
    const session = new RoomCrowdSession(roomId, {
      fetchHistory: (id, sinceIndex, signal) => fetchChatHistory(id, sinceIndex, { signal }),
      isMissing: isCrowdMissing,
      watchSubscribed: (onChange) => {
        onChange(subscribed(useSocketStore.getState()));
        // The session acts on a change only (a reconnect): every socket change may be told.
        return useSocketStore.subscribe((state) => onChange(subscribed(state)));
      },
      onAvailability: (availability) => useRoomCrowdStore.getState().setAvailability(availability),
      onReleased: (lines) => useRoomCrowdStore.getState().applyReleased(lines),
      onRestart: () => useRoomCrowdStore.getState().clearLines(),
    });
    const gate = () => session.setGate(currentGate());
    gate();
    const stops = [
      subscribeChannels([channel]),
      useLiveRoomStore.subscribe(gate),
      useLiveMatchStore.subscribe(gate),
      useSessionStore.subscribe(gate),
    ];
    store.attachReceiver((lines) => session.receive(lines));
    session.start();
    void store.loadTitles();
    return () => {
      session.stop();
      for (const stop of stops.reverse()) stop();
      useRoomCrowdStore.getState().attachReceiver(null);
      useRoomCrowdStore.getState().closeCrowd(roomId);
    };
  }, [roomId]);
}
