/**
 * The room's 竞猜 card as a lazy chunk (`room-predictions`, room-predictions.tsx): loaded with the
 * 聊天 tab, never on the room's first-frame path.
 */
import { lazy } from 'react';

export const LazyRoomPredictions = lazy(() => import(/* webpackChunkName: "room-predictions" */ './room-predictions'));
