import { asDate, asId, collectDroppedRows, MalformedDataError, MAX_DATE_MS } from '../../../src/contracts/parse';
import { AnchorCalls } from '../../../src/contracts/anchors';
import { AnchorMomentCalls } from '../../../src/contracts/anchors-moments';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { readAnswer } from '../../../src/contracts/http';

const moment = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  hostId: 2,
  nickName: '主播',
  content: '内容',
  likeCount: 3,
  commentCount: 0,
  createDate: Date.UTC(2026, 0, 1),
  ...overrides,
});

describe('shared validators', () => {
  it('accepts safe integer ids and refuses others', () => {
    expect(asId('42', 'id')).toBe(42);
    expect(() => asId(2 ** 53, 'id')).toThrow(MalformedDataError);
    expect(() => asId(1.5, 'id')).toThrow(MalformedDataError);
    expect(() => asId(-1, 'id')).toThrow(MalformedDataError);
  });

  it('accepts dates in range and refuses ones Date cannot render', () => {
    expect(asDate(Date.UTC(2026, 5, 1), 'd')).toBe(Date.UTC(2026, 5, 1));
    expect(() => asDate(8.7e15, 'd')).toThrow(MalformedDataError);
    expect(() => asDate(MAX_DATE_MS + 1, 'd')).toThrow(MalformedDataError);
    expect(() => asDate(-5, 'd')).toThrow(MalformedDataError);
  });
});

describe('lists drop a bad row and report it', () => {
  it('drops a moment with an out-of-range date, keeps the rest', () => {
    const { value, dropped } = collectDroppedRows(() =>
      readAnswer(AnchorMomentCalls.hostMoments, {
        list: [moment(), moment({ id: 9, createDate: 1e20 }), moment({ id: 3 })],
        page: 1,
        size: 10,
      }),
    );
    expect(value.list.map((item) => item.id)).toEqual([1, 3]);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.path).toBe('data.list[1].createDate');
  });

  it('drops a streamer whose id is not a safe integer on the anchor home', () => {
    const streamer = { id: 5, nickName: 'a', liveStatus: 1 };
    const { value, dropped } = collectDroppedRows(() =>
      readAnswer(AnchorCalls.anchorList, {
        hosts: [streamer, { ...streamer, id: 1e17 }],
        hostMomentList: [moment({ id: 'x' })],
      }),
    );
    expect(value.hosts.map((item) => item.id)).toEqual([5]);
    expect(value.hostMomentList).toEqual([]);
    expect(dropped.map((error) => error.path)).toEqual(['data.hosts[1].id', 'data.hostMomentList[0].id']);
  });

  it('still fails the answer when its frame is wrong', () => {
    expect(() => readAnswer(AnchorMomentCalls.hostMoments, { list: 'nope', page: 1, size: 10 })).toThrow(
      MalformedDataError,
    );
  });
});

describe('tip comments', () => {
  const comment = (id: unknown, createDate: unknown, subComments: unknown[] = []) => ({
    id,
    nickName: '球友',
    content: '好',
    createDate,
    subComments,
  });

  it('drop a comment or reply that cannot render, keep the rest', () => {
    const { value, dropped } = collectDroppedRows(() =>
      readAnswer(NewsCalls.commentList, {
        list: [comment(1, 1_700_000_000_000, [comment(2, -1), comment(3, 1_700_000_000_000)]), comment(4.5, 0)],
        pageSize: 10,
        pageNum: 1,
      }),
    );
    expect(value.list.map((item) => [item.id, item.subComments.map((reply) => reply.id)])).toEqual([[1, [3]]]);
    expect(dropped.map((error) => error.path)).toEqual(['data.list[0].subComments[0].createDate', 'data.list[1].id']);
  });
});
