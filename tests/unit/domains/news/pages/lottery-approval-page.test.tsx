/**
 * 领奖审核 over the development server's news routes (in-process, support/news-backend): each state
 * a winner passes through — nothing won, a prize to claim, claimed and waiting, approved, refused —
 * shown as it is; the claim form guides without validation messages (the rule in each
 * placeholder, 提交审核 enabled once the three fields pass it) and sends the three fields once (one
 * key, also when retried after no answer); a failure is the error toast (a refusal in the server's
 * words) and keeps the draft. The red envelopes won come from the room crowd's lottery (its draw
 * needs the push hub: tests/integration/server/room-crowd-lottery.test.ts), stood in for here by
 * `winsByUid`; the claim and its review are the server's own, seeded as the user would (a claim
 * sent earlier) and moved on by the server's clock.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SessionInfo } from '@src/contracts/bridge-events';
import { DemoUser } from '@src/contracts/dev-server';
import { lotteryClaimWords } from '@src/contracts/lottery-claim';
import { NewsCode } from '@src/contracts/news';
import { NewsCalls } from '@src/contracts/news-calls';
import type { DrawnPrize } from '@shell-demo/server/crowd/lottery';
import LotteryApprovalPage from '@src/domains/news/pages/lottery-approval-page';
import { formatPostTime } from '@src/platform/i18n/formats';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { configureHttp } from '@src/platform/http/http-client';
import { APPROVAL_REVIEW_MS, LOTTERY_RECHARGE_REMARK } from '@shell-demo/server/routes/news-lottery';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { paramsOf, type Reply } from '@tests/support/fake-transport';
import { BACKEND_NOW, backendWorld, deviceClockAt } from '@tests/support/in-process-backend';
import { installNewsBackend } from '../support/news-backend';

/** The red envelopes each uid won (what the room crowd's lottery would have credited). */
const winsByUid = new Map<string, DrawnPrize[]>();
jest.mock('@shell-demo/server/routes/room-crowd', () => ({
  ...jest.requireActual('@shell-demo/server/routes/room-crowd'),
  lotteryWinsOf: (_server: unknown, uid: string) => (winsByUid.get(uid) ?? []).map((win) => ({ ...win })),
}));

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
beforeEach(() => winsByUid.clear());
afterEach(() => backend.restore());

const renderPage = () =>
  render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <MemoryRouter initialEntries={['/news/lottery-approval']}>
        <LotteryApprovalPage />
      </MemoryRouter>
    </NavigationContext.Provider>,
  );

/** A win drawn at `drawnAt` of the server's clock. */
const win = (lotteryId: number, drawnAt: number, amount = 37.6): DrawnPrize => ({
  lotteryId,
  roomId: 500 + lotteryId,
  hostName: '解说老王',
  amount,
  drawnAt,
});

/** A user of the world, logged in, with these wins; the server answers as it would, unless `reply` says otherwise. */
function winner(
  username: string,
  wins: DrawnPrize[],
  reply?: (request: { path: string }) => Reply | undefined,
): SessionInfo {
  setUpAppWorld();
  deviceClockAt(BACKEND_NOW);
  backend = installNewsBackend((request) => reply?.(request));
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  const session = backend.logIn(username);
  winsByUid.set(session.uid, wins);
  return session;
}

const openAs = (...args: Parameters<typeof winner>) => {
  winner(...args);
  return renderPage();
};

const CLAIM = { realName: '王小明', phone: '13800138000', address: '北京市朝阳区建国路 88 号 1 单元 101' };
/** A claim the user sent earlier, as the page would send it. */
/** The page opened after `username` sent a claim for one win earlier, reviewed by now or not: its 审核状态. */
async function statusAfterClaim(username: string, reviewed: boolean) {
  const session = winner(username, [win(9, BACKEND_NOW - 60_000)]);
  await backend.call(NewsCalls.lotteryApprovalSubmit, { ...CLAIM, idempotencyKey: `claim-${'0'.repeat(32)}` }, session);
  if (reviewed) backend.advance(APPROVAL_REVIEW_MS);
  renderPage();
  return within(await screen.findByRole('region', { name: '审核状态' }));
}

const field = (name: string) => screen.getByRole('textbox', { name });
const fill = (values: { name?: string; phone?: string; address?: string }) => {
  if (values.name !== undefined) fireEvent.change(field('真实姓名'), { target: { value: values.name } });
  if (values.phone !== undefined) fireEvent.change(field('手机号码'), { target: { value: values.phone } });
  if (values.address !== undefined) fireEvent.change(field('收货地址'), { target: { value: values.address } });
};
const submitButton = () => screen.getByRole('button', { name: /^(提交审核|重试)$/ });
/** A tap on the form's button, and what it started settled (the button ignores taps while its last one runs). */
const submit = () =>
  act(async () => {
    fireEvent.click(submitButton());
  });
const submits = () => backend.sentTo(NewsCalls.lotteryApprovalSubmit.path);
const review = () => screen.queryByRole('region', { name: '审核状态' });
const winsList = async () => within(await screen.findByRole('region', { name: '我的中奖红包' }));
/** Every message the claim rule has: none of them may be on the page. */
const ruleMessages = Object.values(lotteryClaimWords);
const expectNoValidationMessage = () => {
  for (const words of ruleMessages) expect(screen.queryByText(words)).toBeNull();
  expect(document.querySelector('[aria-invalid]')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
};

describe('the states a winner passes through', () => {
  it('nothing won: how to win, and no review, no form, nothing to submit', async () => {
    openAs(DemoUser.normal, []);
    expect(await screen.findByText('暂无待领取的奖品')).toBeInTheDocument();
    expect(screen.getByText('参与直播间的红包抽奖，中奖后在这里领奖')).toBeInTheDocument();
    expect(review()).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });

  it('a prize to claim: the win 待领取 with its room and amount, no review yet, and the form — each rule in its placeholder, 提交审核 enabled once all three pass, no message under any field', async () => {
    openAs(DemoUser.normal, [win(9, BACKEND_NOW - 60_000)]);
    const wins = await winsList();
    expect(wins.getByText('解说老王 的直播间红包')).toBeInTheDocument();
    expect(wins.getByText('37.6元')).toBeInTheDocument();
    expect(wins.getByText('待领取')).toBeInTheDocument();
    expect(review()).toBeNull();

    expect(field('真实姓名')).toHaveAttribute('placeholder', '与身份证一致，2–20 个汉字或字母');
    expect(field('手机号码')).toHaveAttribute('placeholder', '11 位中国大陆手机号码');
    expect(field('收货地址')).toHaveAttribute('placeholder', '省市区、街道、门牌号（5–100 字）');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      '请如实填写，三项填好后即可提交审核；审核通过后奖品将按以下信息发放。',
    );

    // Wrong in every way the rule knows: still disabled, and not a word under a field.
    fill({ name: '王', phone: '1234567', address: '北京' });
    fireEvent.blur(field('收货地址'));
    await submit();
    expect(submitButton()).toBeDisabled();
    expectNoValidationMessage();
    fill({ name: '王小明', phone: '+86 138-0013-8000' });
    expect(submitButton()).toBeDisabled();
    expectNoValidationMessage();
    expect(submits()).toHaveLength(0);

    // Put right: 提交审核 takes the claim, tidied, once.
    fill({ address: CLAIM.address });
    expect(submitButton()).toBeEnabled();
    await submit();
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(paramsOf(submits()[0]!)).toEqual({
      ...CLAIM,
      idempotencyKey: expect.stringMatching(/^claim-[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(review()).not.toBeNull());
    expect(shownToasts()).toEqual([['success', '已提交，请等待审核']]);
  });

  it('claimed and waiting: 审核中 with when it was sent and 刷新状态, the win 审核中, no form', async () => {
    const status = await statusAfterClaim(DemoUser.normal, false);
    expect(status.getByText('审核中')).toBeInTheDocument();
    expect(status.getByText(`提交于 ${formatPostTime('zh-CN', BACKEND_NOW, BACKEND_NOW)}`)).toBeInTheDocument();
    expect(status.getByRole('button', { name: '刷新状态' })).toBeInTheDocument();
    expect(status.queryByText(/^审核于/)).toBeNull();
    expect((await winsList()).getByText('审核中')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('暂无待领取的奖品')).toBeNull();

    // The review comes while the page is open: 刷新状态 shows it.
    backend.advance(APPROVAL_REVIEW_MS);
    fireEvent.click(status.getByRole('button', { name: '刷新状态' }));
    expect(await within(review()!).findByText('已通过')).toBeInTheDocument();
  });

  it('approved: 已通过 with when it was reviewed, the win 已发放, no form and nothing to refresh', async () => {
    const status = await statusAfterClaim(DemoUser.normal, true);
    expect(status.getByText('已通过')).toBeInTheDocument();
    expect(
      status.getByText(`审核于 ${formatPostTime('zh-CN', BACKEND_NOW + APPROVAL_REVIEW_MS, BACKEND_NOW)}`),
    ).toBeInTheDocument();
    expect(status.queryByRole('button', { name: '刷新状态' })).toBeNull();
    expect((await winsList()).getByText('已发放')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refused: 未通过 with the reviewer’s remark, the win 待领取 again, and the form again with what was sent', async () => {
    const status = await statusAfterClaim(DemoUser.lowRecharge, true);
    expect(status.getByText('未通过')).toBeInTheDocument();
    expect(status.getByText(LOTTERY_RECHARGE_REMARK)).toBeInTheDocument();
    expect(status.queryByRole('button', { name: '刷新状态' })).toBeNull();
    expect((await winsList()).getByText('待领取')).toBeInTheDocument();
    await waitFor(() => expect(field('真实姓名')).toHaveValue(CLAIM.realName));
    expect(field('手机号码')).toHaveValue(CLAIM.phone);
    expect(field('收货地址')).toHaveValue(CLAIM.address);
    expect(submitButton()).toBeEnabled();
    expectNoValidationMessage();
  });
});

it('a submission without an answer keeps the draft (also when the page is left); the toast says so once and 重试 sends the same claim', async () => {
  let drop = true;
  const view = openAs(DemoUser.normal, [win(9, BACKEND_NOW - 60_000)], (request) =>
    request.path === NewsCalls.lotteryApprovalSubmit.path && drop ? { network: true } : undefined,
  );
  await winsList();
  fill({ name: CLAIM.realName, phone: CLAIM.phone, address: '北京市朝阳区建国路 88 号' });
  await submit();
  await waitFor(() => expect(shownToasts()).toEqual([['fail', '提交未成功，请重试']]));
  expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
  expectNoValidationMessage();
  view.unmount();
  renderPage();
  await winsList();
  expect(field('真实姓名')).toHaveValue(CLAIM.realName);
  expect(field('手机号码')).toHaveValue(CLAIM.phone);
  expect(field('收货地址')).toHaveValue('北京市朝阳区建国路 88 号');

  drop = false;
  await submit();
  expect(
    await within(await screen.findByRole('region', { name: '审核状态' })).findByText('审核中'),
  ).toBeInTheDocument();
  const [first, second] = submits().map((request) => paramsOf(request).idempotencyKey);
  expect(second).toBe(first);
});

it("a refusal is the error toast in the server's words, once, and nothing inside the form; the draft stays", async () => {
  openAs(DemoUser.normal, [win(9, BACKEND_NOW - 60_000)], (request) =>
    request.path === NewsCalls.lotteryApprovalSubmit.path
      ? { envelope: { code: NewsCode.ClaimInvalid, msg: '收货地址不在配送范围内' } }
      : undefined,
  );
  await winsList();
  fill({ name: 'Li Lei', phone: '15900001111', address: '拉萨市城关区北京中路 1 号' });
  await submit();
  await waitFor(() => expect(shownToasts()).toEqual([['fail', '收货地址不在配送范围内']]));
  expect(screen.queryByText('收货地址不在配送范围内')).toBeNull();
  expectNoValidationMessage();
  expect(field('真实姓名')).toHaveValue('Li Lei');
  expect(submitButton()).toHaveTextContent('提交审核');
});

it('shows the red envelopes the user won in live rooms, each with its room and amount, as text', async () => {
  openAs(DemoUser.normal, [
    { ...win(9, BACKEND_NOW - 60_000), hostName: '<b>解说老王</b>' },
    { ...win(4, BACKEND_NOW - 3_600_000, 17.6), hostName: '' },
  ]);
  const list = (await winsList()).getAllByRole('listitem');
  expect(list).toHaveLength(2);
  expect(list[0]).toHaveTextContent('<b>解说老王</b> 的直播间红包');
  expect(list[0]!.querySelector('b')).toBeNull();
  expect(list[0]).toHaveTextContent('37.6元');
  expect(list[1]).toHaveTextContent('直播间红包');
  expect(list[1]).toHaveTextContent('17.6元');
});
