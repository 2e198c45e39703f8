/**
 * Owns the room's 竞猜 while the card shows (store/room-predictions-store.ts): opens the store for
 * the room, holds `predictions:<id>`, and asks the room call on entry and whenever the channel is
 * subscribed again (a reconnect: what was pushed meanwhile came by no push).
 */
import { useEffect } from 'react';
import { PredictionsPush } from '../../../../contracts/predictions-push';
import { subscribeChannels } from '../../../../platform/socket/push-connection';
import { socketSelectors, useSocketStore } from '../../../../platform/socket/socket-store';
import { useRoomPredictionsStore } from '../store/room-predictions-store';

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
