/**
 * The news domain's push messages (protocol and catalogue in push.ts): a tip settled against its
 * match results, on `professor:<id>` and `news:tips`. A file of its own so the domain's light
 * descriptor registers the handler without loading the news contract.
 */
import { asNumber, asString } from './parse';
import { channelKind, pushMessages, type PushPayload } from './push';
import { object } from './schema';

const professor = channelKind('professor');
const tips = 'news:tips';

/** The news domain's push catalogue: one expert's tips, and every tip for the lists of many experts. */
export const NewsPush = {
  professor,
  tips,
  /** Latest value per tip (kept per tip, so a client that missed it gets it from the snapshot). */
  tipSettled: pushMessages('news').latest(
    'tip-settled',
    [professor.kind, tips],
    object({
      tipId: asNumber,
      professorId: asNumber,
      /** The tip's result (win, lose, draw, winHalf, loseHalf, cancel). */
      result: asString,
      /** Server time of the settlement. */
      settledAt: asNumber,
    }),
    (tip) => String(tip.tipId),
  ),
} as const;
export type TipSettledPayload = PushPayload<typeof NewsPush.tipSettled>;
