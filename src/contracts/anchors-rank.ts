/**
 * The streamers' weekly ranking ("Anchors": host/rank), its call and parser. Apart
 * from anchors.ts so that it loads with the ranking page, not with the anchor home.
 */
import { postFormCall } from './http';
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
const streamerRank = listOf(streamerRankItem);
export const parseStreamerRank = answer(streamerRank);

export const AnchorRankCalls = {
  /** The weekly ranking. */
  hostRank: postFormCall('/api/forehead/live/host/rank', {}, streamerRank),
} as const;
