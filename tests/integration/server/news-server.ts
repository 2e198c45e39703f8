/**
 * The server of the news (tips) tests: a fixed clock (Saturday evening UTC: matches being
 * played), so the world is the same every run, no simulator (a test moves the world), and the
 * calls a news test makes over it. Call once per file: it starts before the file's tests and
 * closes after them.
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import type { ParamObject } from '../../../src/contracts/form-encoding';
import { GoldAccountCalls } from '../../../src/contracts/gold-mall';
import { type TipMessage } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { serverCalls } from './server-calls';
import { suiteServer } from './suite-server';
import { readAnswer } from '../../../src/contracts/http';

const START = Date.UTC(2026, 10, 21, 19, 30);

export function newsServer() {
  /** The server clock; a test moves it forward. */
  const clock = { now: START };
  const server = suiteServer(() => clock.now);

  const calls = serverCalls(server, () => clock.now);
  const { ok } = calls;

  const balanceOf = async (session: SessionInfo) =>
    readAnswer(GoldAccountCalls.goldBalance, await ok(GoldAccountCalls.goldBalance, {}, session));

  /** Every tip on sale (the feed, all pages). */
  async function feedAll(params: ParamObject = {}, session?: SessionInfo): Promise<TipMessage[]> {
    const tips: TipMessage[] = [];
    for (let page = 1; ; page += 1) {
      const result = readAnswer(
        NewsCalls.myOrders,
        await ok(NewsCalls.messageFeed, { page, size: 50, ...params }, session),
      );
      tips.push(...result.list);
      if (result.isLastPage) return tips;
    }
  }

  /** A paid tip on sale that the user has not bought (and that `predicate` keeps). */
  const paidTip = async (predicate: (tip: TipMessage) => boolean = () => true, session?: SessionInfo) => {
    const tip = (await feedAll({}, session)).find(
      (candidate) => candidate.goldPrice > 0 && candidate.isBuy === 0 && predicate(candidate),
    );
    if (!tip) throw new Error('no paid tip on sale');
    return tip;
  };

  let intentCount = 0;
  /** A fresh idempotency key. */
  const newKey = () => `intent-${(intentCount += 1)}-${'x'.repeat(8)}`;

  return { clock, server, ...calls, balanceOf, feedAll, paidTip, newKey };
}
