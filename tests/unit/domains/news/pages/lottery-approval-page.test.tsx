/**
 * Lottery approval: only what the calls carry — the status, its times and the
 * review's remark, and the request for a review with no form; no validation message is shown,
 * not even the server's. Over the development server's news routes (in-process,
 * support/news-backend), as its demo user below the recharge threshold; and the live rooms' red
 * envelopes the user won (the answer's `wins`).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DemoUser } from '@src/contracts/dev-server';
import { type LotteryWin } from '@src/contracts/news';
import { NewsCalls } from '@src/contracts/news-calls';
import { submitLotteryApproval } from '@src/domains/news/api/news-api';
import LotteryApprovalPage from '@src/domains/news/pages/lottery-approval-page';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { configureHttp } from '@src/platform/http/http-client';
import { APPROVAL_REVIEW_MS, LOTTERY_RECHARGE_REMARK } from '@shell-demo/server/routes/news-lottery';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { ok, type Reply } from '@tests/support/fake-transport';
import { installNewsBackend } from '../support/news-backend';
import { backendWorld } from '@tests/support/in-process-backend';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
afterEach(() => backend.restore());

const renderPage = () =>
  render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <MemoryRouter initialEntries={['/news/lottery-approval']}>
        <LotteryApprovalPage />
      </MemoryRouter>
    </NavigationContext.Provider>,
  );

/**
 * The page of a user whose first request was reviewed and refused (recharged below the threshold):
 * submitted through the app's call, then the server's review time passed.
 */
async function openRefusedUsersPage(submitReply?: Reply) {
  setUpAppWorld();
  backend = installNewsBackend((request) =>
    submitReply && request.path === NewsCalls.lotteryApprovalSubmit.path && backend.sentTo(request.path).length > 1
      ? submitReply
      : undefined,
  );
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  backend.logIn(DemoUser.lowRecharge);
  await submitLotteryApproval();
  backend.advance(APPROVAL_REVIEW_MS);
  renderPage();
}

it('shows the status and the review remark, asks for nothing, and submits no field', async () => {
  await openRefusedUsersPage();
  expect(await screen.findByText(LOTTERY_RECHARGE_REMARK)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('审核中')).toBeInTheDocument();
  const sent = backend.sentTo(NewsCalls.lotteryApprovalSubmit.path).at(-1);
  expect(sent?.body ?? '').toBe('');
});

it("a refused submission shows no validation text (the server's neither), only that it did not go through, with 重试", async () => {
  await openRefusedUsersPage({ envelope: { code: 10001, msg: '请填写 11 位手机号码' } });
  fireEvent.click(await screen.findByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('提交未成功，请重试')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  expect(screen.queryByText('请填写 11 位手机号码')).toBeNull();
  expect(shownToasts()).toEqual([]);
});

it('shows the red envelopes the user won in live rooms, each with its room and amount', async () => {
  setUpAppWorld();
  const wins: LotteryWin[] = [
    { lotteryId: 9, roomId: 501, hostName: '<b>解说老王</b>', amount: 37.6, drawnAt: Date.now() - 60_000 },
    { lotteryId: 4, roomId: 502, hostName: '', amount: 17.6, drawnAt: Date.now() - 3_600_000 },
  ];
  backend = installNewsBackend(async (request, serverData) =>
    request.path === NewsCalls.lotteryApprovalInfo.path ? ok({ ...((await serverData()) as object), wins }) : undefined,
  );
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  backend.logIn(DemoUser.normal);
  renderPage();
  const list = within(await screen.findByRole('region', { name: '我的中奖红包' })).getAllByRole('listitem');
  expect(list).toHaveLength(2);
  expect(list[0]).toHaveTextContent('<b>解说老王</b> 的直播间红包');
  expect(list[0]!.querySelector('b')).toBeNull();
  expect(list[0]).toHaveTextContent('37.6元');
  expect(list[1]).toHaveTextContent('直播间红包');
  expect(list[1]).toHaveTextContent('17.6元');
});
