/**
 * Lottery approval (issue 24 §9): only what the calls carry — the status, its times and the
 * review's remark, and the request for a review with no form; no validation message is shown,
 * not even the server's. Over the development server's news routes (in-process,
 * support/news-backend), as its demo user below the recharge threshold.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DemoUser } from '@src/contracts/dev-server';
import { NewsCalls } from '@src/contracts/news';
import { submitLotteryApproval } from '@src/domains/news/api/news-api';
import LotteryApprovalPage from '@src/domains/news/pages/lottery-approval-page';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { configureHttp } from '@src/platform/http/http-client';
import { APPROVAL_REVIEW_MS, LOTTERY_RECHARGE_REMARK } from '@shell-demo/server/routes/news-lottery';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import type { Reply } from '@tests/support/fake-transport';
import { backendWorld, installNewsBackend } from '../support/news-backend';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
afterEach(() => backend.restore());

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
  render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <MemoryRouter initialEntries={['/news/lottery-approval']}>
        <LotteryApprovalPage />
      </MemoryRouter>
    </NavigationContext.Provider>,
  );
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
