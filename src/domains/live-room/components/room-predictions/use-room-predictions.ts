/**
 * Owns the room's 竞猜 while the card shows (store/room-predictions-store.ts): opens the store for
 * the room, holds `predictions:<id>`, and asks the
 * room call on entry and whenever the channel is subscribed again (a reconnect: what was pushed
 * meanwhile came by no push). Also the viewer's clock the card reads: the server time and the
 * delay of the picture, the same as the chat's gate (use-room-crowd.ts).
 */
import { useEffect } from 'react';
import { PredictionsPush } from '../../../../contracts/predictions-push';
import { subscribeChannels } from '../../../../platform/socket/push-connection';
import { socketSelectors, useSocketStore } from '../../../../platform/socket/socket-store';
import { useNow } from '../../../../ui/use-now';
import { useLiveMatchStore } from '../../../match/store/live-match-store';
import { crowdDelayMs } from '../../rules/crowd-release';
import type { ViewerClock } from '../../rules/predictions';
import { useLiveRoomStore } from '../../store/live-room-store';
import { useRoomPredictionsStore } from '../../store/room-predictions-store';

const store = () => useRoomPredictionsStore.getState();

export function useRoomPredictions(roomId: number): void {
  useEffect(() => {
    store().openPredictions(roomId);
    const subscribed = socketSelectors.isSubscribed(PredictionsPush.room(roomId));
    const stops = [
      subscribeChannels([PredictionsPush.room(roomId)]),
      useSocketStore.subscribe((state, previous) => {
        if (subscribed(state) && !subscribed(previous)) void store().refresh();
      }),
    ];
    void store().refresh();
    return () => {
      for (const stop of stops.reverse()) stop();
      store().closePredictions(roomId);
    };
  }, [roomId]);
}

/** The card's clock, re-read every `tickMs`: server time now and the picture's delay (0 with 实时比分 or unmeasured). */
export function useViewerClock(tickMs: number): ViewerClock {
  const delaySeconds = useLiveRoomStore((state) => state.room.delaySeconds);
  const realtime = useLiveRoomStore((state) => state.room.realtime);
  const clockOffsetMs = useLiveMatchStore((state) => state.clockOffsetMs);
  const deviceNow = useNow(tickMs);
  return { serverNow: deviceNow + clockOffsetMs, delayMs: crowdDelayMs(delaySeconds, realtime) ?? 0 };
}
