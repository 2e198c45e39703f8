/**
 * The gold mall on the gold page (contracts/gold-mall.ts, our extension): its goods, asked for
 * once — null when the backend has no mall of its own (404), then the page says where the mall
 * is — and an exchange: one per intent (its key made when the confirm dialog opens, sent again by
 * 重试 after no answer), the account (balance and today's limit) taken from the answer.
 */
import { GoldMallCalls, type GoldMallItem } from '../../contracts/gold-mall';
import { goldMallApi } from './gold-mall-api';
import { isHttpError, isUnavailable, isOutcomeUnknown } from '../../platform/http/http-error';
import { createDomainStore, fieldSlot } from '../../platform/store/domain-store';
import { mutation } from '../../platform/store/mutation';
import { idleResource, readyResource, resourceLoader, type Resource } from '../../platform/store/resource';
import { wordsNow } from '../../platform/i18n/messages';
import { goldWords } from './gold-messages';
import { useGoldStore } from './gold-store';

export interface GoldMallState {
  /** null: the backend has no mall of its own. */
  items: Resource<GoldMallItem[] | null>;
}

/** One exchange the user means: an item and the key every attempt of it sends. */
export interface ExchangeIntent {
  item: GoldMallItem;
  key: string;
}

export type ExchangeOutcome = { kind: 'exchanged' } | { kind: 'refused' } | { kind: 'unanswered' } | { kind: 'busy' };

interface GoldMallActions {
  loadItems(): Promise<void>;
  exchange(intent: ExchangeIntent): Promise<ExchangeOutcome>;
}

export const useGoldMallStore = createDomainStore<GoldMallState, GoldMallActions>(
  'app',
  { items: idleResource() },
  (set, get, scope) => {
    const items = resourceLoader<GoldMallItem[] | null>({
      scope,
      slot: fieldSlot(get, set, 'items'),
      fetch: async () => {
        try {
          return await goldMallApi.items(undefined, { silent: true });
        } catch (error) {
          if (isUnavailable(GoldMallCalls.items, error)) return null;
          throw error;
        }
      },
    });
    const change = mutation({
      scope,
      keyOf: (intent: ExchangeIntent) => intent.item.id,
      overlay: true,
      call: ({ item, key }, request) => goldMallApi.exchange({ itemId: item.id, idempotencyKey: key }, request),
      // The answer is the account as the exchange left it.
      confirm: (result) =>
        useGoldStore.setState({
          account: readyResource({ balance: result.balance, dailyLimit: { limit: result.limit, used: result.used } }),
        }),
      success: (_result, intent) => wordsNow(goldWords).exchanged(intent.item.name),
      // A refusal says why in the server's words (today's limit, the balance); no answer: the dialog says so, with 重试.
      failure: (error) => (isHttpError(error) && !isOutcomeUnknown(error) ? error.message : null),
    });
    return {
      loadItems: () => items.load(),
      exchange: async (intent) => {
        const outcome = await change.run(intent);
        if (outcome.kind === 'done') return { kind: 'exchanged' };
        if (outcome.kind !== 'failed') return { kind: 'busy' };
        if (isHttpError(outcome.error) && isOutcomeUnknown(outcome.error)) return { kind: 'unanswered' };
        // Refused: the limit or the balance may have moved since the page read them.
        void useGoldStore.getState().load();
        return { kind: 'refused' };
      },
    };
  },
);
