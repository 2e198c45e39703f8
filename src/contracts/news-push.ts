/**
 * The news domain's push messages (protocol and catalogue in push.ts): a tip settled against its
 * match results, on `professor:<id>` and `news:tips`. A file of its own so the domain's light
 * descriptor registers the handler without loading the news contract.
 */
import { asNumber, asString } from './parse';
import { channelName, definePushMessage, type ChannelName } from './push';
import { answer, object, type Infer } from './schema';

const tipSettled = object({
  tipId: asNumber,
  professorId: asNumber,
  /** The tip's result (win, lose, draw, winHalf, loseHalf, cancel). */
  result: asString,
  /** Server time of the settlement. */
  settledAt: asNumber,
});
export type TipSettledPayload = Infer<typeof tipSettled>;
export const parseTipSettledPayload = answer(tipSettled, 'payload');

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
