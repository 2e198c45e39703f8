/**
 * The gold page's mall, in the whole app over the development server's system routes
 * (in-process): what can be exchanged with its price, what today's limit or the balance leaves
 * out, an exchange confirmed and made once (also when 重试 sends it again after no answer) with
 * the account it left, a visitor asked to log in, and a backend without a mall told where it is.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GoldMallCalls } from '@src/contracts/gold-mall';
import { GoldAccountCalls } from '@src/contracts/gold-mall';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { GOLD_DAILY_LIMIT } from '@shell-demo/server/routes/gold-accounts';
import { GOLD_MALL_ITEMS } from '@shell-demo/server/routes/gold-mall';
import { paramsOf, type Reply } from '@tests/support/fake-transport';
import { BACKEND_NOW, installInProcessBackend } from '@tests/support/in-process-backend';
import { renderInHost } from '@tests/support/render-in-host';
import { setUpAppWorld } from '@tests/support/app-world';
import { resetDomainStores } from '@src/platform/store/domain-store';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installInProcessBackend>;
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  // The in-process API is signed with the development key.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setUpAppWorld();
  // The app's own stores (the account, the mall) start empty, as in a new visit.
  resetDomainStores('app');
});
afterEach(() => {
  backend.restore();
  jest.restoreAllMocks();
});

function open(reply?: (request: { path: string }) => Reply | undefined, { visitor = false } = {}) {
  backend = installInProcessBackend([registerSystemRoutes], {
    now: BACKEND_NOW,
    override: (request) => reply?.(request),
  });
  const session = visitor ? null : backend.logIn('mall-fan');
  const { bridge } = renderInHost({}, '/sport-info/gold-document');
  const toasts: string[] = [];
  bridge.on('toast', ({ message }: { message: string }) => toasts.push(message));
  return { session, bridge, toasts };
}

const mall = () => screen.findByRole('list', { name: '金币商城' });
const itemRow = async (name: string) =>
  within(await mall())
    .getAllByRole('listitem')
    .find((row) => row.textContent?.includes(name))!;
const exchangeButton = async (name: string) =>
  within(await itemRow(name)).getByRole('button', { name: `兑换 ${name}` });
const tap = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

it('lists what can be exchanged; one is confirmed and exchanged once, and the account shows what it left', async () => {
  const { toasts } = open();
  const cup = GOLD_MALL_ITEMS.at(-1)!;
  expect(await itemRow(cup.name)).toHaveTextContent(`${cup.price} 金币`);
  expect(within(await mall()).getAllByRole('listitem')).toHaveLength(GOLD_MALL_ITEMS.length);
  await screen.findByText(`${GOLD_DAILY_LIMIT} / ${GOLD_DAILY_LIMIT}`);

  await tap(await exchangeButton(cup.name));
  const dialog = screen.getByRole('dialog', { name: '确认兑换' });
  expect(dialog).toHaveTextContent(`使用 ${cup.price} 金币兑换「${cup.name}」？`);
  await tap(within(dialog).getByRole('button', { name: '确认兑换' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.sentTo(GoldMallCalls.exchange.path)).toHaveLength(1);
  expect(toasts).toContain(`兑换成功：${cup.name}`);

  // Today's limit left: 20 — every item dearer than that waits for tomorrow; the cheapest still goes.
  const left = GOLD_DAILY_LIMIT - cup.price;
  expect(await screen.findByText(`${left} / ${GOLD_DAILY_LIMIT}`)).toBeInTheDocument();
  for (const gift of GOLD_MALL_ITEMS) {
    const button = await exchangeButton(gift.name);
    if (gift.price > left) {
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('超出今日额度');
    } else expect(button).toBeEnabled();
  }
});

it('an exchange without an answer is sent again under the same key by 重试, and taken once', async () => {
  let drop = true;
  const { session } = open((request) =>
    request.path === GoldMallCalls.exchange.path && drop ? { network: true } : undefined,
  );
  const gift = GOLD_MALL_ITEMS[1]!;
  await tap(await exchangeButton(gift.name));
  const dialog = screen.getByRole('dialog', { name: '确认兑换' });
  await tap(within(dialog).getByRole('button', { name: '确认兑换' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('兑换结果未知');
  drop = false;
  await tap(within(dialog).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const keys = backend.sentTo(GoldMallCalls.exchange.path).map((request) => paramsOf(request).idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const limit = await backend.call<{ used: number }>(GoldAccountCalls.goldDailyLimit, {}, session!);
  expect(limit.used).toBe(gift.price);
});

it('a visitor sees the goods and is asked to log in to exchange', async () => {
  const { bridge } = open(undefined, { visitor: true });
  const logins: unknown[] = [];
  bridge.on('login', (payload: unknown) => logins.push(payload));
  const button = await exchangeButton(GOLD_MALL_ITEMS[0]!.name);
  expect(button).toHaveTextContent('登录后兑换');
  await tap(button);
  expect(logins).toEqual([{ backPath: '/sport-info/gold-document' }]);
  expect(backend.sentTo(GoldMallCalls.exchange.path)).toHaveLength(0);
});

it('a backend without a mall of its own (404): the page says where the mall is, and offers no exchange', async () => {
  open((request) =>
    request.path === GoldMallCalls.items.path ? { envelope: { code: 404, msg: 'no call' } } : undefined,
  );
  expect(await screen.findByText(/请回到平台首页，从「活动 › 金币商城」进入/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^兑换/ })).toBeNull();
});
