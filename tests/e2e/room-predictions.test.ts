/**
 * 竞猜 in the live room end to end, Chromium at 390x844 against the development server (its real
 * predictions, `/__dev/predictions` to open, lock, settle and void one): two fans with different
 * delays — one watching the stream, one in 省流模式 (no video, live) — both vote before the lock
 * (a double tap charges once) and see the split only then; after the lock a vote at the voter's
 * playhead is refused (已封盘); a reload in the middle shows the open prediction and the pick; the
 * result is paid once and shows when each fan's picture reaches it, the fan's record then rides on
 * their chat lines; a 流局 gives the stake back.
 * Screenshots: the card before and after voting, the result with the record in the chat, 我的竞猜.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { DevCalls } from '../../src/contracts/dev-server';
import {
  PredictionCalls,
  PredictionCode,
  type PublicPrediction,
  type RoomPredictions,
} from '../../src/contracts/predictions';
import { devCall } from '../integration/server/signed-client';
import { liveFootballRoomWithVideo, streamDelayMsOf } from './support/live-rooms';
import { noteWhenShown } from './support/shown-at';
import { screenshot, stackForFile } from './support/stack';

const stack = stackForFile(240_000);
let hostId = 0;
let roomId = 0;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  ({ hostId, roomId } = await liveFootballRoomWithVideo(stack));
});
afterAll(() => Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined))));

const control = (body: Record<string, unknown>) =>
  devCall<{ prediction: PublicPrediction }>(stack.apiUrl, 'POST', DevCalls.predictions, { roomId, ...body });

async function roomOf(session: SessionInfo): Promise<RoomPredictions> {
  const { envelope } = await stack.callEnvelope<RoomPredictions>('POST', PredictionCalls.room.path, {
    session,
    form: { roomId },
  });
  return envelope.data;
}

/** 全场胜负 locking `windowMs` from now, with nothing else undecided in the room (the card shows it). */
async function openOnly(windowMs: number): Promise<PublicPrediction> {
  const ours = (await control({ action: 'open', windowMs })).prediction;
  // The world opens its own when none is open: any other undecided one is called off.
  const { predictions } = await roomOf(await logIn('predictions-watcher'));
  for (const item of predictions) {
    if (item.predictionId !== ours.predictionId && (item.status === 'open' || item.status === 'locked')) {
      await control({ action: 'void', predictionId: item.predictionId });
    }
  }
  return ours;
}

async function logIn(username: string): Promise<SessionInfo> {
  const { envelope } = await stack.callEnvelope<SessionInfo>('POST', DevCalls.demoLogin, { json: { username } });
  return envelope.data;
}

/** The room's 聊天 tab as `session`; with `dataSaver`, in 省流模式 (no video: the picture is live). */
async function enterRoom(session: SessionInfo, dataSaver: boolean): Promise<Page> {
  const { page, context } = await stack.newPage();
  contexts.push(context);
  await page.addInitScript(
    ({ token, uid, saver }) => {
      localStorage.setItem('sport-info:token', token);
      localStorage.setItem('sport-info:uid', uid);
      localStorage.setItem('sport-info:data-saver', saver ? '1' : '0');
    },
    { token: session.token, uid: session.uid, saver: dataSaver },
  );
  await page.goto(`${stack.remoteUrl}/anchor/detail/${hostId}`);
  if (!dataSaver)
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
      timeout: 30_000,
    });
  await page.getByRole('tab', { name: '聊天' }).click({ timeout: 30_000 });
  return page;
}

const cardOf = (page: Page) => page.getByRole('region', { name: '竞猜' });

async function pick(page: Page, stake: string, answer: string) {
  const card = cardOf(page);
  await card.getByRole('radio', { name: stake, exact: true }).click();
  await card.getByRole('button', { name: new RegExp(`^押 ${answer}`) }).dblclick();
  await card.getByText(new RegExp(`已选 ${answer}`)).waitFor({ timeout: 10_000 });
}

it('two fans with different delays vote, see the split, are paid once when their picture gets there; a late vote is refused; a 流局 refunds', async () => {
  const prediction = await openOnly(10 * 60_000);
  const [home, away] = prediction.outcomes;
  const watcher = await logIn('predictions-watcher');
  const saver = await logIn('predictions-saver');
  const watching = await enterRoom(watcher, false);
  const delayMs = await streamDelayMsOf(watching);
  expect(delayMs).toBeGreaterThan(3000);
  const saving = await enterRoom(saver, true);

  // Before a vote: the answers, no split.
  await cardOf(watching).getByText(prediction.question).waitFor({ timeout: 60_000 });
  await cardOf(watching).getByText('投票后揭晓各选项比例', { exact: false }).waitFor();
  await screenshot(watching, 'room-predictions-card');

  let votes = 0;
  watching.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(PredictionCalls.vote.path)) votes += 1;
  });
  await pick(watching, '50', home!.label);
  expect(votes).toBe(1);
  await cardOf(watching)
    .getByText(/\d+% · \d+ 人/)
    .first()
    .waitFor();
  await pick(saving, '100', away!.label);
  await screenshot(watching, 'room-predictions-voted');

  // A reload in the middle: the open prediction and the pick are back.
  await watching.reload();
  await watching.getByRole('tab', { name: '聊天' }).click({ timeout: 30_000 });
  await cardOf(watching)
    .getByText(new RegExp(`已选 ${home!.label} · 50 积分`))
    .waitFor({ timeout: 30_000 });
  // The reload started the player again: the room releases by the delay it measures from now on.
  await streamDelayMsOf(watching);

  // Locked at the match time now: a vote from a live picture comes too late.
  await control({ action: 'lock', predictionId: prediction.predictionId });
  const late = await logIn('predictions-late');
  const { envelope } = await stack.callEnvelope('POST', PredictionCalls.vote.path, {
    session: late,
    form: { predictionId: prediction.predictionId, outcomeId: home!.outcomeId, stake: 10, delayMs: 0 },
  });
  expect(envelope.code).toBe(PredictionCode.Locked);
  expect((await roomOf(late)).points?.balance).toBe(1000);
  await cardOf(saving).getByText('已封盘，等待结果').waitFor({ timeout: 10_000 });

  // Settled with the home side: the pool goes to those who backed it, once.
  const before = (await roomOf(watcher)).points!.balance;
  const wonShown = await noteWhenShown(watching, { within: 'body', text: '猜中了，赢得' }, stack.now);
  const settledAt = stack.now();
  await control({ action: 'settle', predictionId: prediction.predictionId, outcomeId: home!.outcomeId });
  const won = await wonShown(90_000);
  await cardOf(saving).getByText('未猜中', { exact: false }).waitFor({ timeout: 10_000 });
  const settled = await roomOf(watcher);
  const paid = settled.points!.balance - before;
  expect(paid).toBeGreaterThanOrEqual(50);
  expect(settled.predictions.find((item) => item.predictionId === prediction.predictionId)?.myVote?.payout).toBe(paid);
  // Asked to settle again: nothing more is paid.
  await control({ action: 'settle', predictionId: prediction.predictionId, outcomeId: home!.outcomeId }).catch(
    () => undefined,
  );
  expect((await roomOf(watcher)).points!.balance - before).toBe(paid);
  // The watcher's picture is behind: the result showed no sooner than the delay their page showed
  // as it came, after the settle.
  expect(won.delayMs).toBeGreaterThan(3000);
  expect(won.at - settledAt).toBeGreaterThan(won.delayMs! - 2000);
  // The fan's record rides on their lines: a chip beside their name in the chat.
  await watching.getByRole('textbox', { name: '发送聊天消息' }).fill('稳了');
  await watching.getByRole('button', { name: '发送', exact: true }).click();
  const ownLine = watching.getByRole('list', { name: '聊天消息' }).locator('li', { hasText: '稳了' });
  await ownLine.waitFor({ timeout: 10_000 });
  expect(await ownLine.locator('[data-record]').getAttribute('data-record')).toMatch(/^近\d+中\d+$|连中$/);
  await screenshot(watching, 'room-predictions-settled');

  await cardOf(watching).getByRole('button', { name: '我的竞猜' }).click();
  await watching
    .getByRole('dialog', { name: '我的竞猜' })
    .getByText(/共 \d+ 次/)
    .waitFor({ timeout: 10_000 });
  await screenshot(watching, 'room-predictions-history');
  await watching.keyboard.press('Escape');

  // A 流局 gives the stake back.
  const next = await openOnly(10 * 60_000);
  const start = (await roomOf(saver)).points!.balance;
  await cardOf(saving).getByText(next.question).waitFor({ timeout: 15_000 });
  await pick(saving, '10', next.outcomes[0]!.label);
  await control({ action: 'void', predictionId: next.predictionId });
  await cardOf(saving).getByText('已退还 10 积分', { exact: false }).waitFor({ timeout: 15_000 });
  expect((await roomOf(saver)).points!.balance).toBe(start);
});
