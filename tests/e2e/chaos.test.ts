/**
 * Chaos, in Chromium at 390x844 inside shell-demo: two minutes over the anchor
 * home, a live room, the tips and a tip, the profit ranking, the five leagues with a club and a
 * player, the Euro and the World Cup with a national team each, the NBA with a team and a player
 * — with 20 % of the `/api` and `/ssapi` calls failing or slow (seeded, in the browser:
 * support/chaos-faults.ts) and the push socket dropped every 10 s (from the browser:
 * support/chaos-watch.ts). Throughout: no white screen, no uncaught error, no page crash; after
 * every reconnect the live scores shown equal the server's within 5 s (a goal scored while the
 * live room's socket is down included); a comment draft survives a failed send and the walk;
 * a tip bought with double taps, a lost answer and retries is charged once.
 */
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { DevCalls } from '../../src/contracts/dev-server';
import { NewsCalls } from '../../src/contracts/news-calls';
import { devCall } from '../integration/server/signed-client';
import { installFaults, type ChaosFaults } from './support/chaos-faults';
import { BOARD_ANSWERED } from './support/ranking-board';
import { compareScores, dropPush, pushState, watchPage, type PushState, type Watch } from './support/chaos-watch';
import { liveFootballRoom } from './support/live-rooms';
import { goldBalanceOf, hostSession } from './support/host-session';
import { screenshotPath, stackForFile } from './support/stack';
import { readAnswer } from '../../src/contracts/http';
import {
  headerTab,
  retryUntilVisible,
  sleep,
  sportsTopic,
  tapRetries,
  visible,
  type Station,
} from './support/chaos-walk';

/** The walk; with the way back to the tip and the setup, two minutes of chaos. */
const CHAOS_MS = 110_000;
const DROP_EVERY_MS = 10_000;
const SCORE_WITHIN_MS = 5_000;
const FAULT_RATE = 0.2;
const FAULT_SEED = 20240619;
const DRAFT = '混乱测试：这条草稿不能丢';

const stack = stackForFile(240_000);

const balanceOf = (session: SessionInfo) => goldBalanceOf(stack, session);

/** A tip on sale that costs gold and pays nothing back (so the balance moves by its price alone). */
function paidTip(budget: number): { id: number; price: number } {
  for (const tip of stack.devServer.world().tips.values()) {
    if (tip.result === 'waiting' && tip.goldPrice > 0 && tip.goldPrice <= budget && tip.openBackGold === 0)
      return { id: tip.id, price: tip.goldPrice };
  }
  throw new Error('no paid tip on sale');
}

it('two minutes of faults and push drops: no white screen, no uncaught error, scores right after each reconnect, no draft lost, one charge', async () => {
  const { page } = await stack.newPage();
  const watch: Watch = await watchPage(page);
  const faults: ChaosFaults = await installFaults(page, stack.apiUrl, { seed: FAULT_SEED, rate: FAULT_RATE });
  const go = (path: string) => page.goto(`${stack.hostUrl}/sport-info${path}`).then(() => undefined);

  // Set up without faults: the anchor home, a logged-in demo user with gold.
  await go('/anchor');
  await page.getByRole('heading', { name: '热门主播' }).waitFor();
  await page.getByRole('button', { name: /^调试/ }).click();
  await page.getByRole('group', { name: '演示用户' }).getByRole('button', { name: '普通用户' }).click();
  await page.getByText(/已登录：/).waitFor();
  await page.getByRole('button', { name: '收起' }).click();
  const session = await hostSession(page);
  const balanceBefore = await balanceOf(session);
  const tip = paidTip(balanceBefore);
  const room = await liveFootballRoom(stack);
  let buyCalls = 0;

  // The push drops: every 10 s, then the scores on screen are compared with the world's.
  const scoreChecks: { label: string; compared: number; afterReconnectMs: number }[] = [];
  // Why a drop was not compared (a CI log has nothing else to tell it by).
  const uncompared: string[] = [];
  let dropQueue: Promise<void> = Promise.resolve();
  let dropsTried = 0;
  /** The page's push counts, or null mid-navigation (no document to ask). */
  const pushNow = () => pushState(page).catch(() => null);
  const dropAndCheck = (label: string, whileDown?: () => Promise<void>): Promise<void> => {
    dropQueue = dropQueue.then(async () => {
      dropsTried += 1;
      // A page just loaded opens its socket once its first calls are in (seconds under the
      // faults): the drop waits for it rather than finding nothing to drop.
      const socketDeadline = Date.now() + DROP_EVERY_MS;
      // The counts are read just before the drop that found a socket: read after it, a reconnect
      // quicker than the read (a loaded machine) would count as none.
      let before = await pushNow();
      let dropped = await dropPush(page).catch(() => 0);
      while (dropped === 0 && Date.now() < socketDeadline) {
        await sleep(200);
        before = await pushNow();
        dropped = await dropPush(page).catch(() => 0);
      }
      if (whileDown) await whileDown();
      if (dropped === 0 || !before) {
        uncompared.push(`${label}: no open socket to drop for ${DROP_EVERY_MS / 1000} s`);
        return;
      }
      // The walk goes on meanwhile, and may load another document (a station's address, a
      // reload): its own socket, once open, is then what the scores are checked after — the
      // check is of the scores after a (re)connect, not of one document. A new document gets
      // longer: under the faults its socket waits for its first calls.
      const reconnected = (state: PushState) =>
        state.document === before.document ? state.opens > before.opens : state.opens > 0;
      const started = Date.now();
      let after = await pushNow();
      while (!(after && reconnected(after))) {
        const newDocument = after !== null && after.document !== before.document;
        if (Date.now() - started > (newDocument ? 2 : 1) * DROP_EVERY_MS) break;
        await sleep(100);
        after = await pushNow();
      }
      if (!after || !reconnected(after)) {
        if (after?.document === before.document)
          watch.problems.push(`${label}: the push socket did not reconnect within ${DROP_EVERY_MS / 1000} s`);
        else
          uncompared.push(`${label}: a new document whose socket did not open within ${(2 * DROP_EVERY_MS) / 1000} s`);
        return;
      }
      const check = await compareScores(page, stack.devServer, after.lastOpenAt + SCORE_WITHIN_MS);
      scoreChecks.push({ label, compared: check.compared, afterReconnectMs: Date.now() - after.lastOpenAt });
      for (const mismatch of check.mismatches) watch.problems.push(`${label}: 5 s after the reconnect ${mismatch}`);
    });
    return dropQueue;
  };

  faults.enabled = true;
  const started = Date.now();
  let chaosOver = false;
  const dropper = (async () => {
    for (let round = 1; !chaosOver; round += 1) {
      await sleep(started + round * DROP_EVERY_MS - Date.now());
      if (!chaosOver) await dropAndCheck(`drop ${round}`);
    }
  })();

  const stations: Station[] = [
    {
      name: 'anchor home',
      enter: (p) => headerTab(p, stack.hostUrl, '主播', '/anchor'),
      ready: (p) => visible(p.getByRole('heading', { name: '热门主播' })),
    },
    {
      name: 'live room',
      enter: async (p) => {
        const link = p.locator(`a[href$="/anchor/detail/${room.hostId}"]`);
        if ((await link.count()) > 0) await link.first().evaluate((element: HTMLElement) => element.click());
        else await go(`/anchor/detail/${room.hostId}`);
      },
      ready: (p) => visible(p.getByRole('switch', { name: '实时比分' })),
      act: async (p) => {
        const realtime = p.getByRole('switch', { name: '实时比分' });
        if ((await realtime.getAttribute('aria-checked')) !== 'true') await realtime.click();
        await p.waitForFunction(
          (id) => /\d+\s*:\s*\d+/.test(document.querySelector(`[data-match-id="${id}"]`)?.textContent ?? ''),
          room.matchId,
          { timeout: 15_000 },
        );
        // A goal while the socket is down: the reconnect must bring it.
        const checksBefore = scoreChecks.length;
        await dropAndCheck('live room goal', () =>
          devCall(stack.apiUrl, 'POST', DevCalls.scoreGoal, { matchId: room.matchId, side: 'home' }).then(
            () => undefined,
          ),
        );
        const check = scoreChecks.slice(checksBefore).find((entry) => entry.label === 'live room goal');
        if (!check || check.compared === 0)
          watch.problems.push('live room goal: the room score was not compared after the reconnect');
        await p.screenshot({ path: screenshotPath('chaos-live-room') });
      },
    },
    {
      name: 'tips',
      enter: (p) => headerTab(p, stack.hostUrl, '爆料', '/news'),
      ready: (p) => visible(p.getByRole('list', { name: '最新爆料' }).getByRole('link')),
    },
    {
      name: 'tip: buy with a lost answer, a failed comment send',
      enter: () => go(`/program-detail/${tip.id}`),
      ready: (p) => visible(p.getByRole('region', { name: /付费内容|专家分析/ })),
      act: async (p) => {
        // Buy: the first answer is lost (the server charged), then double taps and retries.
        faults.force(NewsCalls.buy.path, 'lost');
        const analysis = p.getByRole('region', { name: '专家分析' });
        const deadline = Date.now() + 30_000;
        while (!(await visible(analysis)) && Date.now() < deadline) {
          const dialog = p.getByRole('dialog', { name: '确认购买' });
          if (!(await visible(dialog))) {
            await p
              .getByRole('button', { name: '立即购买' })
              .click({ timeout: 2000 })
              .catch(() => undefined);
          }
          const pay = dialog.getByRole('button', { name: /^(确认支付|重试)$/ });
          if (await visible(pay)) {
            await pay
              .first()
              .evaluate((button: HTMLElement) => {
                button.click();
                button.click();
              })
              .catch(() => undefined);
          }
          await tapRetries(p);
          await sleep(1500);
        }
        if (!(await visible(analysis))) watch.problems.push('tip: not unlocked 30 s after buying');
        // The server's log keeps the last 500 requests: read it now, before the walk pushes the buy out.
        const requests = await devCall<{ path: string }[]>(stack.apiUrl, 'GET', DevCalls.requestLog);
        buyCalls = requests.filter((line) => line.path === NewsCalls.buy.path).length;

        // A comment draft, and a send that fails: the draft stays.
        const input = p.getByRole('textbox', { name: '写评论' });
        await retryUntilVisible(p, input, 20_000);
        await input.fill(DRAFT);
        faults.force(NewsCalls.commentPublish.path, 'http');
        await p.getByRole('button', { name: '发送' }).click();
        await sleep(1500);
        const kept = await input.inputValue();
        if (kept !== DRAFT) watch.problems.push(`tip: after a failed send the comment input holds "${kept}"`);
        await p.screenshot({ path: screenshotPath('chaos-tip') });
      },
    },
    {
      name: 'profit ranking',
      enter: (p) => headerTab(p, stack.hostUrl, '盈利榜', '/user-ranking'),
      // Rows or the empty board: early on a Monday the new week has no winner yet.
      ready: (p) => visible(p.locator(BOARD_ANSWERED)),
    },
    {
      name: 'five leagues',
      enter: (p) => sportsTopic(p, stack.hostUrl, '五大联赛', '/five-leagues'),
      ready: (p) => visible(p.getByRole('list', { name: /比赛$/ }).getByRole('listitem')),
    },
    {
      name: 'football club',
      enter: () => go('/five-leagues/league/12387/team/1111'),
      ready: (p) => visible(p.getByRole('region', { name: '阵容' })),
    },
    {
      name: 'football player',
      enter: () => go('/five-leagues/league/12387/player/111120'),
      ready: (p) => visible(p.getByText('出场时间')),
    },
    {
      name: 'euro',
      enter: (p) => sportsTopic(p, stack.hostUrl, '欧洲杯', '/euro-cup'),
      ready: (p) => visible(p.getByRole('list', { name: /的比赛$/ })),
    },
    {
      name: 'euro team',
      enter: () => go('/euro-cup/team/1909'),
      ready: (p) => visible(p.getByRole('region', { name: '出线形势' })),
    },
    {
      name: 'world cup',
      enter: () => go('/world-cup'),
      ready: (p) => visible(p.getByRole('list', { name: /的比赛$/ })),
    },
    {
      name: 'world cup team',
      enter: () => go('/world-cup/team/1900'),
      ready: (p) => visible(p.getByRole('region', { name: '出线形势' })),
    },
    {
      name: 'nba',
      enter: (p) => sportsTopic(p, stack.hostUrl, 'NBA', '/nba'),
      ready: (p) => visible(p.getByRole('list', { name: /比赛$/ }).getByRole('listitem')),
    },
    {
      name: 'nba team',
      enter: () => go('/nba/team/2001'),
      ready: (p) => visible(p.getByRole('list', { name: '凯尔特人阵容' })),
    },
    {
      name: 'nba player',
      enter: () => go('/nba/player/200101'),
      ready: (p) => visible(p.getByRole('table', { name: /各赛季常规赛场均数据$/ })),
    },
  ];
  const visits: { name: string; readyAfterMs: number | null }[] = [];
  const visit = async (station: Station, minimumMs: number) => {
    const entered = Date.now();
    try {
      await station.enter(page);
    } catch (error) {
      // A tab or link that was not there (an error state in its place): the page itself then.
      watch.problems.push(
        `${station.name}: could not enter (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      );
    }
    let readyAfterMs: number | null = null;
    // Retries are tapped until the page shows its content; at most 20 s past the dwell.
    while (Date.now() - entered < minimumMs + 20_000) {
      if (readyAfterMs === null && (await station.ready(page))) readyAfterMs = Date.now() - entered;
      if (readyAfterMs !== null && Date.now() - entered >= minimumMs) break;
      await tapRetries(page);
      await sleep(400);
    }
    if (readyAfterMs !== null && station.act) await station.act(page);
    visits.push({ name: station.name, readyAfterMs });
    if (readyAfterMs === null) {
      // What the page showed instead (a CI log has no screenshot to open).
      const shown = await page
        .evaluate(() => `${location.pathname}: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 240)}`)
        .catch(() => '(no page)');
      watch.problems.push(`${station.name}: its content never showed (${shown})`);
      await page.screenshot({
        path: screenshotPath(`chaos-stuck-${station.name.split(':')[0]!.replace(/\s+/g, '-')}`),
      });
    }
  };

  // The time left is shared among the stations left (a station's own act may take longer).
  for (const [index, station] of stations.entries()) {
    await visit(station, Math.max(1500, (started + CHAOS_MS - Date.now()) / (stations.length - index)));
  }
  // The rest of the two minutes: the header pages again.
  for (let index = 0; Date.now() - started < CHAOS_MS; index += 1)
    await visit(stations[[0, 2, 4, 12][index % 4]!]!, 4000);

  // Back to the tip: the draft is still there, the content bought.
  await go(`/program-detail/${tip.id}`);
  const input = page.getByRole('textbox', { name: '写评论' });
  await retryUntilVisible(page, input, 20_000);
  const draftAfterWalk = await input.inputValue().catch(() => '(no input)');

  chaosOver = true;
  faults.enabled = false;
  await dropper;
  await dropQueue;
  const chaosMs = Date.now() - started;
  watch.stop();

  // Nothing charged twice: one order, the balance down by the price once — though the server saw the buy more than once.
  const { envelope } = await stack.callEnvelope('POST', NewsCalls.myOrders.path, {
    session,
    form: { page: 1, size: 10 },
  });
  const orders = readAnswer(NewsCalls.myOrders, envelope.data).list.map((order) => Number(order.id));
  const balanceAfter = await balanceOf(session);

  const summary = faults.summary();
  console.info(
    [
      `chaos: ${(chaosMs / 1000).toFixed(0)} s, ${faults.log.length} calls (${JSON.stringify(summary)}), ${scoreChecks.length} reconnect checks of ${dropsTried} drops`,
      `  score checks: ${scoreChecks.map((check) => `${check.label}: ${check.compared} rows`).join('; ')}`,
      `  drops not compared: ${uncompared.join('; ') || 'none'}`,
      `  visits: ${visits.map((entry) => `${entry.name} ${entry.readyAfterMs === null ? 'never' : `${entry.readyAfterMs} ms`}`).join('; ')}`,
      `  white-screen samples: ${watch.samples.taken} (${watch.samples.blank} blank); buy calls seen by the server: ${buyCalls}, sent by the page: ${faults.log
        .filter((entry) => entry.path === NewsCalls.buy.path)
        .map((entry) => entry.kind)
        .join(', ')}`,
      `  blank samples: ${watch.blanks.join('; ') || 'none'}`,
      `  problems: ${watch.problems.join('; ') || 'none'}`,
    ].join('\n'),
  );

  expect(watch.problems).toEqual([]);
  expect(draftAfterWalk).toBe(DRAFT);
  expect(orders).toEqual([tip.id]);
  expect(balanceAfter).toBe(balanceBefore - tip.price);
  // The lost answer was followed by a retry with the same key (two calls), or by the tip's detail,
  // asked again, showing it bought (one): under load either comes first. One charge either way.
  expect(buyCalls).toBeGreaterThanOrEqual(1);
  // The chaos was real: about a fifth of the calls met a fault, the socket was dropped every 10 s, scores were compared.
  const faulted = faults.log.length - summary.clean;
  expect(faulted / faults.log.length).toBeGreaterThan(0.1);
  // About 12 drops in the chaos, each compared once a socket is back — on the same document or
  // on one the walk loaded meanwhile (a check lost to a navigation left 4 of 13 compared in one
  // clean-clone run). Left out, and named in the log: a document that has not opened its socket
  // yet, its start-up's calls meeting the faults (9 of 12 compared in a run at load ~12).
  expect(scoreChecks.length).toBeGreaterThanOrEqual(Math.max(4, Math.ceil(dropsTried / 2)));
  expect(scoreChecks.reduce((sum, check) => sum + check.compared, 0)).toBeGreaterThan(0);
});
