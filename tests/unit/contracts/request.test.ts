/**
 * The request readers (src/contracts/request.ts): what the development server takes of a form,
 * query or JSON parameter, and the words it refuses one with — the words the server's 400
 * answers have always had.
 */
import { getCall, type ParamsOf, type RequestOf } from '@src/contracts/http';
import * as kit from '@src/contracts/request';
import type { ParamRead } from '@src/contracts/request';
import { ignored } from '@src/contracts/schema';

const refused = (read: ParamRead<unknown, unknown>, value: unknown, key = 'x'): string => {
  try {
    read(value, key);
  } catch (error) {
    expect(error).toBeInstanceOf(kit.BadParamError);
    return (error as kit.BadParamError).message;
  }
  throw new Error(`${JSON.stringify(value)} was read`);
};

describe('one value', () => {
  it('reads text; absent, null and empty are none; a list or an object is refused', () => {
    expect(kit.textParam('a b', 'x')).toBe('a b');
    expect(kit.textParam(7, 'x')).toBe('7');
    for (const none of [undefined, null, '']) expect(kit.textParam(none, 'x')).toBeUndefined();
    expect(refused(kit.textParam, ['a'], 'content')).toBe('content 应为单个值');
    expect(refused(kit.textParam, { a: '1' }, 'content')).toBe('content 应为单个值');
  });

  it('reads numbers from form text and JSON numbers alike', () => {
    expect(kit.numberParam('12', 'x')).toBe(12);
    expect(kit.numberParam(1.5, 'x')).toBe(1.5);
    expect(kit.numberParam('', 'x')).toBeUndefined();
    expect(refused(kit.numberParam, 'abc', 'seasonId')).toBe('seasonId 应为数字');
    expect(refused(kit.numberParam, 'Infinity', 'seasonId')).toBe('seasonId 应为数字');
  });

  it('names a missing parameter, or says what its reader wants', () => {
    expect(refused(kit.required(kit.textParam), undefined, 'text')).toBe('缺少 text');
    expect(
      refused(
        kit.required(kit.textParam, (key) => `${key} 应为 1 到 5 个字符`),
        '',
        'content',
      ),
    ).toBe('content 应为 1 到 5 个字符');
    expect(kit.required(kit.numberParam)('0', 'x')).toBe(0);
  });

  it('falls back when absent, and only then', () => {
    const sort = kit.withFallback(kit.integerParam(0, 4), 0);
    expect(sort(undefined, 'sortType')).toBe(0);
    expect(sort('3', 'sortType')).toBe(3);
    expect(refused(sort, '5', 'sortType')).toBe('sortType 应为 0 到 4 的整数');
  });
});

describe('integers, ids and codes', () => {
  it('says the range it wants', () => {
    expect(refused(kit.integerParam(1), '0', 'parentId')).toBe('parentId 应为不小于 1 的整数');
    expect(refused(kit.integerParam(1), '1.5', 'parentId')).toBe('parentId 应为不小于 1 的整数');
    expect(refused(kit.integerParam(0, 34), '35', 'sportsType')).toBe('sportsType 应为 0 到 34 的整数');
    expect(refused(kit.integerParam(1, undefined, '应为正整数'), '-2', 'teamId')).toBe('teamId 应为正整数');
  });

  it('requires an id from 1', () => {
    expect(kit.idParam('7', 'messageId')).toBe(7);
    expect(refused(kit.idParam, undefined, 'messageId')).toBe('缺少 messageId');
    expect(refused(kit.idParam, 'x', 'messageId')).toBe('messageId 应为数字');
    expect(refused(kit.idParam, '0', 'messageId')).toBe('messageId 应为不小于 1 的整数');
    expect(kit.optionalIdParam(undefined, 'parentId')).toBeUndefined();
  });

  it('takes a code of the contract, a flag 0 or 1', () => {
    expect(kit.codeParam([1, 2])('2', 'kind')).toBe(2);
    expect(refused(kit.codeParam([1, 2]), '3', 'kind')).toBe('kind 应为 1、2 之一');
    expect(kit.flagParam('1', 'isLiked')).toBe(1);
    expect(refused(kit.flagParam, '2', 'isLiked')).toBe('isLiked 应为 0 或 1');
    // A flag the client must send: absent is refused as a wrong one is.
    expect(refused(kit.requiredFlag, undefined, 'isAttention')).toBe('isAttention 应为 0 或 1');
  });

  it('reads pages from 1 to 10000 (1 when absent) and sizes within their bound', () => {
    expect(kit.pageParam(undefined, 'page')).toBe(1);
    expect(refused(kit.pageParam, '0', 'page')).toBe('page 应为 1 到 10000 的整数');
    expect(refused(kit.pageParam, '1e9', 'page')).toBe('page 应为 1 到 10000 的整数');
    expect(kit.sizeParam(8, 50)(undefined, 'size')).toBe(8);
    expect(refused(kit.sizeParam(8, 50), '51', 'size')).toBe('size 应为 1 到 50 的整数');
  });

  it('checks what a reader read with a rule of its own, the value in its words', () => {
    const channel = kit.refine(
      kit.required(kit.textParam),
      (text) => /^[a-z]+$/.test(text),
      (key, text) => `${key} 不是合法的频道名：${text}`,
    );
    expect(channel('match', 'channel')).toBe('match');
    expect(refused(channel, 'Bad!', 'channel')).toBe('channel 不是合法的频道名：Bad!');
  });
});

describe('lists of ids', () => {
  const hostIds = kit.idListParam('主播');

  it('reads comma-separated text, a list in dot notation, a JSON array or one id, once each', () => {
    expect(hostIds('3,4,3', 'hostIds')).toEqual([3, 4]);
    expect(hostIds(['5', '6'], 'hostIds')).toEqual([5, 6]);
    expect(hostIds({ 0: '7', 1: '8' }, 'hostIds')).toEqual([7, 8]);
    expect(hostIds(9, 'hostIds')).toEqual([9]);
    expect(hostIds('', 'hostIds')).toBeUndefined();
  });

  it('refuses an item that is no id, and more than the list may carry', () => {
    expect(refused(hostIds, '3,x', 'hostIds')).toBe('hostIds 应为主播 id 列表');
    expect(refused(hostIds, '3,,4', 'hostIds')).toBe('hostIds 应为主播 id 列表');
    const many = Array.from({ length: kit.MAX_LIST_ITEMS + 1 }, (_, index) => index + 1).join(',');
    expect(refused(hostIds, many, 'hostIds')).toBe(`hostIds 最多 ${kit.MAX_LIST_ITEMS} 个`);
  });
});

describe('a request', () => {
  const request = kit.params({
    id: kit.idParam,
    page: kit.pageParam,
    filter: kit.params({ name: kit.required(kit.textParam), ids: kit.idListParam('比赛') }),
  });

  it('reads its fields in order, the first wrong one named; unknown parameters are left out', () => {
    expect(request({ id: '1', filter: { name: '湖人', ids: ['3'] }, other: 'x' }, '')).toEqual({
      id: 1,
      page: 1,
      filter: { name: '湖人', ids: [3] },
    });
    expect(refused(request, { page: '0' }, '')).toBe('缺少 id');
    expect(refused(request, { id: '1', page: '0' }, '')).toBe('page 应为 1 到 10000 的整数');
  });

  it('names a nested parameter in dot notation', () => {
    expect(refused(request, { id: '1', filter: {} }, '')).toBe('缺少 filter.name');
    expect(refused(request, { id: '1', filter: { name: 'a', ids: 'x' } }, '')).toBe('filter.ids 应为比赛 id 列表');
    expect(refused(request, { id: '1', filter: 'x' }, '')).toBe('filter 应为对象');
  });

  it('types what a client sends: kit.required fields kit.required, fallbacks and optional ones not, always-sent ones kit.required', () => {
    const call = getCall(
      '/ssapi/test',
      { id: kit.idParam, page: kit.pageParam, size: kit.alwaysSent(kit.sizeParam(8, 50)), name: kit.textParam },
      ignored,
    );
    const sent: RequestOf<typeof call> = { id: 1, size: 8 };
    const read: ParamsOf<typeof call> = { id: 1, page: 1, size: 8, name: undefined };
    // @ts-expect-error a kit.required parameter left out does not compile
    const dropped: RequestOf<typeof call> = { size: 8 };
    // @ts-expect-error nor does an always-sent one the server would default
    const defaulted: RequestOf<typeof call> = { id: 1 };
    expect([sent, read, dropped, defaulted]).toHaveLength(4);
    expect(call.request({ id: '1' }, '')).toEqual({ id: 1, page: 1, size: 8, name: undefined });
  });
});
