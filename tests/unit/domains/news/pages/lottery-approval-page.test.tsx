/**
 * 领奖审核 over the development server's news routes (in-process, support/news-backend): only a
 * winner of a prize not claimed yet sees the form; each field is checked with its words; the claim
 * sends the three fields once (one key, also when retried after no answer); a failure keeps the
 * draft; then 审核中 and the review's answer. The red envelopes won come from the room crowd's
 * lottery, stood in for here by `winsOf`.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DemoUser } from '@src/contracts/dev-server';
import { lotteryClaimWords } from '@src/contracts/lottery-claim';
import type { DrawnPrize } from '@shell-demo/server/crowd/lottery';
import { NewsCalls } from '@src/contracts/news-calls';
import LotteryApprovalPage from '@src/domains/news/pages/lottery-approval-page';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { configureHttp } from '@src/platform/http/http-client';
import { APPROVAL_REVIEW_MS, LOTTERY_RECHARGE_REMARK } from '@shell-demo/server/routes/news-lottery';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { paramsOf, type Reply } from '@tests/support/fake-transport';
import { installNewsBackend } from '../support/news-backend';
import { BACKEND_NOW, backendWorld } from '@tests/support/in-process-backend';

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
function openAs(username: string, wins: DrawnPrize[], reply?: (request: { path: string }) => Reply | undefined) {
  setUpAppWorld();
  backend = installNewsBackend((request) => reply?.(request));
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  const session = backend.logIn(username);
  winsByUid.set(session.uid, wins);
  return renderPage();
}

const field = (name: string) => screen.getByRole('textbox', { name });
const fill = (values: { name?: string; phone?: string; address?: string }) => {
  if (values.name !== undefined) fireEvent.change(field('真实姓名'), { target: { value: values.name } });
  if (values.phone !== undefined) fireEvent.change(field('手机号码'), { target: { value: values.phone } });
  if (values.address !== undefined) fireEvent.change(field('收货地址'), { target: { value: values.address } });
};
const submitButton = () => screen.getByRole('button', { name: '提交审核' });
/** A tap on 提交审核, and what it started settled (the button ignores taps while its last one runs). */
const submit = () =>
  act(async () => {
    fireEvent.click(submitButton());
  });
const submits = () => backend.sentTo(NewsCalls.lotteryApprovalSubmit.path);

it('a user who never won sees no form and nothing to submit, only how to win', async () => {
  openAs(DemoUser.normal, []);
  expect(await screen.findByText('暂无待领取的奖品')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
});

it('a winner fills the form: each field says what is wrong, then the claim goes once with the three fields and the page shows 审核中', async () => {
  openAs(DemoUser.normal, [win(9, BACKEND_NOW - 60_000)]);
  const wins = await screen.findByRole('region', { name: '我的中奖红包' });
  expect(within(wins).getByText('待领取')).toBeInTheDocument();

  // Nothing filled: every field's words, the first one focused, nothing sent.
  await submit();
  expect(screen.getByText(lotteryClaimWords.realNameMissing)).toBeInTheDocument();
  expect(screen.getByText(lotteryClaimWords.phoneMissing)).toBeInTheDocument();
  expect(screen.getByText(lotteryClaimWords.addressMissing)).toBeInTheDocument();
  expect(document.activeElement).toBe(field('真实姓名'));
  expect(field('真实姓名')).toHaveAttribute('aria-invalid', 'true');

  fill({ name: '王小明', phone: '1234567', address: '北京' });
  await submit();
  expect(screen.getByText(lotteryClaimWords.phoneInvalid)).toBeInTheDocument();
  expect(screen.getByText(lotteryClaimWords.addressInvalid)).toBeInTheDocument();
  expect(screen.queryByText(lotteryClaimWords.realNameMissing)).toBeNull();
  expect(document.activeElement).toBe(field('手机号码'));
  expect(submits()).toHaveLength(0);

  fill({ phone: '+86 138-0013-8000', address: '北京市朝阳区建国路 88 号 1 单元 101' });
  await submit();
  await waitFor(() => expect(submits()).toHaveLength(1));
  expect(paramsOf(submits()[0]!)).toEqual({
    realName: '王小明',
    phone: '13800138000',
    address: '北京市朝阳区建国路 88 号 1 单元 101',
    idempotencyKey: expect.stringMatching(/^claim-[0-9a-f]{32}$/),
  });
  const status = await screen.findByRole('region', { name: '审核状态' });
  expect(within(status).getByText('审核中')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: '我的中奖红包' })).getByText('审核中')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(shownToasts()).toEqual([['success', '已提交，请等待审核']]);

  // The review's answer: approved, the prize paid.
  backend.advance(APPROVAL_REVIEW_MS);
  fireEvent.click(within(status).getByRole('button', { name: '刷新状态' }));
  expect(await within(screen.getByRole('region', { name: '审核状态' })).findByText('已通过')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: '我的中奖红包' })).getByText('已发放')).toBeInTheDocument();
});

it('a submission without an answer keeps the draft (also when the page is left) and 重试 sends the same claim', async () => {
  let drop = true;
  const view = openAs(DemoUser.normal, [win(9, BACKEND_NOW - 60_000)], (request) =>
    request.path === NewsCalls.lotteryApprovalSubmit.path && drop ? { network: true } : undefined,
  );
  await screen.findByRole('region', { name: '我的中奖红包' });
  fill({ name: '王小明', phone: '13800138000', address: '北京市朝阳区建国路 88 号' });
  await submit();
  expect(await screen.findByText('提交未成功，请重试')).toBeInTheDocument();
  view.unmount();
  renderPage();
  await screen.findByRole('region', { name: '我的中奖红包' });
  expect(field('真实姓名')).toHaveValue('王小明');
  expect(field('手机号码')).toHaveValue('13800138000');
  expect(field('收货地址')).toHaveValue('北京市朝阳区建国路 88 号');

  drop = false;
  await submit();
  expect(await within(await screen.findByRole('region', { name: '审核状态' })).findByText('审核中')).toBeInTheDocument();
  const [first, second] = submits().map((request) => paramsOf(request).idempotencyKey);
  expect(second).toBe(first);
});

it("a refusal shows the server's words beside the form, keeps the draft, and shows no toast", async () => {
  openAs(DemoUser.normal, [win(9, BACKEND_NOW - 60_000)], (request) =>
    request.path === NewsCalls.lotteryApprovalSubmit.path
      ? { envelope: { code: 30007, msg: '收货地址不在配送范围内' } }
      : undefined,
  );
  await screen.findByRole('region', { name: '我的中奖红包' });
  fill({ name: 'Li Lei', phone: '15900001111', address: '拉萨市城关区北京中路 1 号' });
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('收货地址不在配送范围内');
  expect(field('真实姓名')).toHaveValue('Li Lei');
  expect(shownToasts()).toEqual([]);
});

it('a rejected claim tells why and offers the form again with what was sent, for the prizes still to claim', async () => {
  openAs(DemoUser.lowRecharge, [win(9, BACKEND_NOW - 60_000)]);
  await screen.findByRole('region', { name: '我的中奖红包' });
  fill({ name: '赵新', phone: '13900001111', address: '上海市浦东新区世纪大道 100 号' });
  await submit();
  await screen.findByRole('region', { name: '审核状态' });
  backend.advance(APPROVAL_REVIEW_MS);
  fireEvent.click(screen.getByRole('button', { name: '刷新状态' }));
  expect(await screen.findByText(LOTTERY_RECHARGE_REMARK)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: '审核状态' })).getByText('未通过')).toBeInTheDocument();
  await waitFor(() => expect(field('真实姓名')).toHaveValue('赵新'));
  expect(field('收货地址')).toHaveValue('上海市浦东新区世纪大道 100 号');
  expect(within(screen.getByRole('region', { name: '我的中奖红包' })).getByText('待领取')).toBeInTheDocument();
});

it('shows the red envelopes the user won in live rooms, each with its room and amount, as text', async () => {
  openAs(DemoUser.normal, [
    { ...win(9, BACKEND_NOW - 60_000), hostName: '<b>解说老王</b>' },
    { ...win(4, BACKEND_NOW - 3_600_000, 17.6), hostName: '' },
  ]);
  const list = within(await screen.findByRole('region', { name: '我的中奖红包' })).getAllByRole('listitem');
  expect(list).toHaveLength(2);
  expect(list[0]).toHaveTextContent('<b>解说老王</b> 的直播间红包');
  expect(list[0]!.querySelector('b')).toBeNull();
  expect(list[0]).toHaveTextContent('37.6元');
  expect(list[1]).toHaveTextContent('直播间红包');
  expect(list[1]).toHaveTextContent('17.6元');
});
