/**
 * The news domain's push messages (protocol and catalogue in push.ts): a tip settled against its
 * match results, on `professor:<id>` and `news:tips`. A file of its own so the domain's light
 * descriptor registers the handler without loading the news contract.
 */
import { asNumber, asObject, asString, type Json } from './parse';
import { channelName, definePushMessage, type ChannelName } from './push';

export interface TipSettledPayload {
  tipId: number;
  professorId: number;
  /** The tip's result (win, lose, draw, winHalf, loseHalf, cancel). */
  result: string;
  /** Server time of the settlement. */
  settledAt: number;
}

export function parseTipSettledPayload(value: Json): TipSettledPayload {
  const row = asObject(value, 'payload');
  return {
    tipId: asNumber(row.tipId, 'payload.tipId'),
    professorId: asNumber(row.professorId, 'payload.professorId'),
    result: asString(row.result, 'payload.result'),
    settledAt: asNumber(row.settledAt, 'payload.settledAt'),
  };
}

const PROFESSOR_CHANNEL = 'professor';
const NEWS_TIPS_CHANNEL = 'news:tips';

/** The news domain's push catalogue: one expert's tips, and every tip for the lists of many experts. */
export const NewsPush = {
  professor: (professorId: string | number): ChannelName => channelName(PROFESSOR_CHANNEL, professorId),
  tips: NEWS_TIPS_CHANNEL as ChannelName,
  /** Latest value per tip (kept per tip, so a client that missed it gets it from the snapshot). */
  tipSettled: definePushMessage<TipSettledPayload>({
    namespace: 'news',
    name: 'tip-settled',
    channels: [PROFESSOR_CHANNEL, NEWS_TIPS_CHANNEL],
    mode: 'latest',
    parse: parseTipSettledPayload,
    key: (value) => String(value.tipId),
  }),
} as const;
