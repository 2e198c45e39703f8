/**
 * The gold-coin account and mall's goods and their exchange. OUR EXTENSION: the spec says a gold-coin mall
 * exists and names its daily limit and the balance (`GoldAccountCalls` below, the spec's calls),
 * not what it sells nor how one exchanges — so a backend may lack both calls:
 * - HTTP 404 (or code 404 in the envelope) from `items`: the backend's mall is elsewhere (the
 *   portal's own); the gold page says where it is and offers no exchange.
 *
 * Calls (POST, form-encoded, signed, common headers — like every call):
 *   items     → GoldMallItem[]: what can be exchanged, cheapest first. Visitors allowed.
 *   exchange  login, `{ itemId, idempotencyKey }` → GoldExchangeResult: the item's price leaves
 *             the balance and the day's limit (`goldmall/dailyLimit`, whole again at 0:00 Beijing
 *             time). Idempotent per (user, key): a retry answers the first answer (a success, or a
 *             refusal) and takes nothing more; the key sent again for another item is refused
 *             (KeyReused), nothing taken. Refused with DailyLimitReached (what is left today in
 *             the words), NotEnoughGold; an unknown item is ResultCode.NoSuchItem.
 */
import { postFormCall } from './http';
import { asNumber, asString, listDroppingBad, stringOrEmpty } from './parse';
import { idempotencyKeyParam, idParam } from './request';
import { derive, object, type Infer, type SentAs } from './schema';

export const GoldMallCode = {
  /** The price is more than what the day's limit has left. */
  DailyLimitReached: 40001,
  /** The price is more than the balance. */
  NotEnoughGold: 40002,
  /** The idempotency key was sent before for another item: nothing was taken. */
  KeyReused: 40003,
} as const;

const goldMallItem = object({
  id: asNumber,
  name: asString,
  /** Gold coins. */
  price: asNumber,
  /** A file id; '' for none. */
  picture: stringOrEmpty,
  description: stringOrEmpty,
});
export type GoldMallItem = Infer<typeof goldMallItem>;
/** One unreadable item is left out, not the mall. */
const goldMallItems = listDroppingBad(goldMallItem);

const goldExchangeResult = object({
  itemId: asNumber,
  /** The day's limit and what is used of it after the exchange (as `goldmall/dailyLimit`). */
  limit: asNumber,
  used: asNumber,
  /** The balance after the exchange. */
  balance: asNumber,
});
export type GoldExchangeResult = Infer<typeof goldExchangeResult>;

const goldDailyLimit = object({ limit: asNumber, used: asNumber });
export type GoldDailyLimit = Infer<typeof goldDailyLimit>;
const goldBalance: SentAs<number, { balance: number }> = derive(object({ balance: asNumber }), (row) => row.balance);

/** The user's gold account, shown on the gold page (apart from the start-up's system calls). */
export const GoldAccountCalls = {
  goldDailyLimit: postFormCall('/api/forehead/activity/goldmall/dailyLimit', {}, goldDailyLimit, { auth: 'login' }),
  /** The user's gold. */
  goldBalance: postFormCall('/api/forehead/activity/goldmall/balance', {}, goldBalance, { auth: 'login' }),
} as const;

export const GoldMallCalls = {
  items: postFormCall('/api/forehead/activity/goldmall/items', {}, goldMallItems, { optional: true }),
  exchange: postFormCall(
    '/api/forehead/activity/goldmall/exchange',
    { itemId: idParam, idempotencyKey: idempotencyKeyParam },
    goldExchangeResult,
    {
      auth: 'login',
      refusals: [GoldMallCode.DailyLimitReached, GoldMallCode.NotEnoughGold, GoldMallCode.KeyReused],
      optional: true,
    },
  ),
} as const;
