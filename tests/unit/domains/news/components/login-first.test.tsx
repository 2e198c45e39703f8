/** The pages of the user's own data (my orders, my record, lottery approval): content for a user, a way to log in for a visitor. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LoginFirst } from '@src/domains/news/components/login-first';
import { useSessionStore } from '@src/platform/session/session-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';

beforeEach(() => setUpAppWorld());

function Orders() {
  return <p>我的订单内容</p>;
}

it('shows a visitor a way to log in and back, without mounting the content', () => {
  const navigation = fakeNavigation();
  render(
    <WithNavigation navigation={navigation}>
      <LoginFirst returnPath="/news/my-orders">
        <Orders />
      </LoginFirst>
    </WithNavigation>,
  );
  expect(screen.queryByText('我的订单内容')).toBeNull();
  expect(screen.getByText('登录后查看')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '去登录' }));
  expect(navigation.logins).toEqual(['/news/my-orders']);
});

it('shows a user the content, and the content as soon as the visitor logs in', () => {
  render(
    <WithNavigation navigation={fakeNavigation()}>
      <LoginFirst returnPath="/news/my-record">
        <Orders />
      </LoginFirst>
    </WithNavigation>,
  );
  act(() => useSessionStore.getState().login({ token: 't-1', uid: 'u-1' }));
  expect(screen.getByText('我的订单内容')).toBeInTheDocument();
  expect(screen.queryByText('登录后查看')).toBeNull();
});
