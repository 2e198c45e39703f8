/**
 * The streamers' weekly ranking ("Anchors": host/rank) and its parser. Apart
 * from anchors.ts so that it loads with the ranking page, not with the anchor home.
 */
import { asNumber, asString, listOf, numberOr0, stringOrEmpty } from './parse';
import { answer, object, type Infer } from './schema';

const streamerRankItem = object({
  rank: asNumber,
  id: asNumber,
  nickName: asString,
  pictureId: stringOrEmpty,
  watcherCount: numberOr0,
  fansCount: numberOr0,
  liveStatus: numberOr0,
});
export type StreamerRankItem = Infer<typeof streamerRankItem>;
export const parseStreamerRank = answer(listOf(streamerRankItem));
