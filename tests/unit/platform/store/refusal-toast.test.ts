/**
 * A read that shows its page's error state (the store kit's resource and paged feed, over the real
 * HTTP client with silent calls) also shows the spec's error toast with the server's message when
 * the server refused it — a code the spec names (400, 403, 200025, 200028, 14010) as one the client
 * does not know — once per failure, not once per retry; an answer ends the failure. A network
 * failure and "no such item" (the page's own not-found state) keep to the error state.
 */
import { ResultCode } from '@src/contracts/http';
import { callApi } from '@src/platform/http/http-client';
import { pagedFeedLoader, emptyFeed, type PagedFeed } from '@src/platform/store/paged-feed';
import { StoreScope } from '@src/platform/store/store-scope';
import { clientPerTest, hostList } from '../http/client-kit';
import { testCall } from '@tests/support/test-calls';
import { harness } from './resource-kit';

const client = clientPerTest();
const rows = testCall(hostList, () => ['a']);
const read = () => callApi(rows, undefined, { silent: true });
const unknownCode = () => ({ envelope: { code: 77001, msg: '活动太火爆' } });
const success = () => ({ envelope: { code: ResultCode.Success, data: {} } });

/** Past the burst window, in which the same words show once whatever the failure. */
function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const at = Date.now() + ms;
  const spy = jest.spyOn(Date, 'now').mockReturnValue(at);
  return run().finally(() => spy.mockRestore());
}

describe('a resource', () => {
  it('shows the server’s message once per failure, however often the page retries; after an answer, again', async () => {
    const { loader, fetch, current } = harness();
    fetch.mockImplementation(read);
    client.reply = unknownCode;
    for (let retry = 0; retry < 3; retry += 1) await loader.load();
    expect(current().status).toBe('failed');
    expect(client.toasts).toEqual(['fail:活动太火爆']);

    client.reply = success;
    await loader.load();
    expect(current().status).toBe('ready');
    // A refresh that fails so: the server's words instead of the kit's notice.
    client.reply = unknownCode;
    await later(5000, () => loader.load());
    expect(client.toasts).toEqual(['fail:活动太火爆', 'fail:活动太火爆']);
  });

  it.each([
    [ResultCode.NoUser, '用户不存在'],
    [ResultCode.Forbidden, '无权访问'],
    [ResultCode.WrongImageCode, '图形验证码错误'],
    [ResultCode.ValidationCode, '验证码错误'],
    [ResultCode.SecondaryExpired, '登录已过期，请重新验证'],
  ])('shows the server’s message for a code the spec names (%i), once per failure', async (code, msg) => {
    const { loader, fetch, current } = harness();
    fetch.mockImplementation(read);
    client.reply = () => ({ envelope: { code, msg } });
    await loader.load();
    await loader.load();
    expect(current().status).toBe('failed');
    expect(client.toasts).toEqual([`fail:${msg}`]);
  });

  it('keeps to its error state for a network failure and for no such item', async () => {
    const { loader, fetch, current } = harness();
    fetch.mockImplementation(read);
    client.reply = () => ({ network: true });
    await loader.load();
    client.reply = () => ({ envelope: { code: ResultCode.NoSuchItem, msg: '爆料不存在' } });
    await loader.load();
    expect(current()).toMatchObject({ status: 'failed', notFound: true });
    expect(client.toasts).toEqual([]);
  });
});

it.each([
  ['a code the client does not know', 77001, '活动太火爆'],
  ['a code the spec names', ResultCode.ValidationCode, '验证码错误'],
])(
  'a paged feed: the first page and a next page refused with %s show the server’s message once',
  async (_kind, code, msg) => {
    let feed: PagedFeed<string, 'all'> = emptyFeed<string, 'all'>('all');
    const loader = pagedFeedLoader<string, 'all'>({
      scope: new StoreScope(),
      slot: { get: () => feed, set: (next) => void (feed = next) },
      fetchPage: async () => ({
        list: (await callApi(hostList, undefined, { silent: true })) as string[],
        isLastPage: false,
      }),
      idOf: (item) => item,
    });
    const refused = () => ({ envelope: { code, msg } });
    client.reply = refused;
    await loader.load();
    await loader.load();
    expect(feed.status).toBe('failed');
    expect(client.toasts).toEqual([`fail:${msg}`]);
    client.reply = () => ({ envelope: { code: ResultCode.Success, data: ['a'] } });
    await loader.load();
    client.reply = refused;
    await later(5000, () => loader.loadMore());
    expect(feed.moreFailed).toBe(true);
    expect(client.toasts).toEqual([`fail:${msg}`, `fail:${msg}`]);
  },
);
