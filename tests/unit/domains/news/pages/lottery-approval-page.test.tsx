/**
 * Lottery approval (issue 24 §9): only what the calls carry — the status, its times and the
 * review's remark, and the request for a review with no form; no validation message is shown,
 * not even the server's.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApprovalStatus, NewsCalls } from '@src/contracts/news';
import LotteryApprovalPage from '@src/domains/news/pages/lottery-approval-page';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { configureHttp } from '@src/platform/http/http-client';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import type { Reply } from '@tests/support/fake-transport';
import { ok } from '@tests/support/fake-transport';
import { installNewsServer } from '../support/news-server';

let server: ReturnType<typeof installNewsServer>;
afterEach(() => server.restore());

const approval = (status: number, remark = '') => ({ status, submitTime: status ? Date.now() : null, reviewTime: null, remark });

function openPage(submitReply: Reply) {
  setUpAppWorld({ loggedIn: true });
  server = installNewsServer({
    [NewsCalls.lotteryApprovalInfo.path]: ok(approval(ApprovalStatus.Rejected, '累计充值未满 100 元，暂不符合抽奖资格，充值后可重新提交')),
    [NewsCalls.lotteryApprovalSubmit.path]: submitReply,
  });
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <MemoryRouter initialEntries={['/news/lottery-approval']}>
        <LotteryApprovalPage />
      </MemoryRouter>
    </NavigationContext.Provider>,
  );
}

it('shows the status and the review remark, asks for nothing, and submits no field', async () => {
  openPage(ok(approval(ApprovalStatus.Pending)));
  expect(await screen.findByText(/累计充值未满 100 元/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('审核中')).toBeInTheDocument();
  const sent = server.sent.find((request) => request.path === NewsCalls.lotteryApprovalSubmit.path);
  expect(sent?.body ?? '').toBe('');
});

it("a refused submission shows no validation text (the server's neither), only that it did not go through, with 重试", async () => {
  openPage({ envelope: { code: 10001, msg: '请填写 11 位手机号码' } });
  fireEvent.click(await screen.findByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('提交未成功，请重试')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  expect(screen.queryByText('请填写 11 位手机号码')).toBeNull();
  expect(shownToasts()).toEqual([]);
});
