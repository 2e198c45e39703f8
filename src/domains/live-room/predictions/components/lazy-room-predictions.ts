/**
 * The room's 竞猜 card as a lazy chunk (`room-predictions`, room-predictions.tsx): loaded with the
 * 聊天 tab, never on the room's first-frame path.
 */
import { lazy } from 'react';
import { withWords } from '../../../../platform/i18n/messages';

export const LazyRoomPredictions = lazy(() =>
  withWords(import(/* webpackChunkName: "room-predictions" */ './room-predictions')),
);
