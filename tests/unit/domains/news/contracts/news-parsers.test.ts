/** The news contract's parsers: good answers, numbers as strings, a locked tip, and malformed data. */
import { NewsCalls } from '@src/contracts/news-calls';
import { parseUserTitles } from '@src/contracts/user-titles';
import { collectDroppedRows, MalformedDataError } from '@src/contracts/parse';
import { NewsPush } from '@src/contracts/news-push';
import { matchSummary } from '@tests/support/match-fixtures';
import { CommentRuleCalls } from '@src/contracts/comment-rule';
import { readAnswer } from '@src/contracts/http';
import { selection } from '../support/fixtures';

const wireTip = (overrides: Record<string, unknown> = {}) => ({
  id: 2000101,
  professorId: '400001',
  sportsType: 1,
  bettingType: 1,
  sportsTitle: '标题',
  sportsInfo: null,
  sportsPlay: '胜平负',
  tag: '英超',
  messageMatchList: [selection({ matchId: 7, matchDate: 1, homeName: '甲', awayName: '乙' })],
  result: 'waiting',
  goldPrice: '38',
  openBackGold: 1,
  returnGoldPercentage: 100,
  readCount: 10,
  commentCount: 0,
  isHot: 0,
  isTripartite: 0,
  publishTime: 1700000000000,
  yieldRate: 80,
  isAttention: true,
  isBuy: 0,
  payTime: null,
  settledAt: null,
  professor: {
    id: 400001,
    name: '红单大师',
    profile: 'avatar-400001.svg',
    tag: '',
    hitSession: '近10中7',
    winContinuous: 3,
    attention: 100,
  },
  ...overrides,
});

describe('tip messages', () => {
  it('reads a locked tip: numbers as strings, flags as booleans or 0/1, the paid part null', () => {
    const page = readAnswer(NewsCalls.myOrders, {
      list: [wireTip()],
      isLastPage: 1,
      pageSize: 10,
      pageNum: 1,
      total: 1,
    });
    expect(page.isLastPage).toBe(true);
    const [tip] = page.list;
    expect(tip).toMatchObject({
      professorId: 400001,
      goldPrice: 38,
      isAttention: 1,
      openBackGold: 1,
      sportsInfo: null,
      payTime: null,
    });
    expect(tip!.messageMatchList[0]).toMatchObject({ pick: null, odds: null, pickLabel: null });
  });

  it('reads a detail with its matches, and a purchase with the content', () => {
    const detail = readAnswer(NewsCalls.tipDetail, { ...wireTip(), matches: [matchSummary({ id: 7 })] });
    expect(detail.matches.map((match) => match.id)).toEqual([7]);
    const bought = readAnswer(NewsCalls.buy, {
      messageId: 2000101,
      isBuy: 1,
      payTime: 5,
      balance: '962',
      message: wireTip({ isBuy: 1, payTime: 5, sportsInfo: '分析' }),
    });
    expect(bought).toMatchObject({ balance: 962, message: { isBuy: 1, sportsInfo: '分析' } });
  });

  it.each([
    ['an unknown result', { result: 'maybe' }, 'data.list[0].result'],
    ['a title that is not text', { sportsTitle: { html: '<b>' } }, 'data.list[0].sportsTitle'],
    ['no expert', { professor: null }, 'data.list[0].professor'],
    ['matches that are not a list', { messageMatchList: 'x' }, 'data.list[0].messageMatchList'],
  ])('drops a tip with %s and reports the field; the rest of the page stays', (_case, overrides, path) => {
    const { value, dropped } = collectDroppedRows(() =>
      readAnswer(NewsCalls.myOrders, {
        list: [wireTip(overrides), wireTip()],
        isLastPage: 1,
        pageSize: 10,
        pageNum: 1,
      }),
    );
    expect(value.list).toHaveLength(1);
    expect(dropped.map((error) => error.path)).toEqual([path]);
  });
});

describe('experts, comments, the rule, titles, lottery', () => {
  it('reads an expert list with defaults for missing figures', () => {
    const page = readAnswer(NewsCalls.professorList, {
      list: [{ id: 1, name: '专家', tenHistory: ['win', 'lose'] }],
      isLastPage: false,
      pageSize: 8,
      pageNum: 1,
      total: 100,
    });
    expect(page.list[0]).toMatchObject({ id: 1, attention: 0, isAttention: 0, tenHistory: ['win', 'lose'] });
    const { value, dropped } = collectDroppedRows(() =>
      readAnswer(NewsCalls.professorList, {
        list: [{ id: 1, name: '专家', tenHistory: ['win', 'great'] }],
        isLastPage: 1,
        pageSize: 8,
        pageNum: 1,
      }),
    );
    expect(value.list).toEqual([]);
    expect(dropped).toEqual([expect.any(MalformedDataError)]);
  });

  it('reads comments: username when there is no nickName, photos comma-separated, replies nested', () => {
    const page = readAnswer(NewsCalls.commentList, {
      list: [
        {
          id: 1,
          username: 'fan',
          content: '<img src=x onerror=alert(1)>',
          photos: 'a.svg, b.svg',
          createDate: 5,
          parentId: null,
          titleId: 2,
          subComments: [{ id: 2, nickName: '回复者', parentId: 1, createDate: 6 }],
        },
      ],
      isLastPage: true,
      pageSize: 10,
      pageNum: 1,
      total: 1,
    });
    const [comment] = page.list;
    expect(comment).toMatchObject({
      nickName: 'fan',
      photos: ['a.svg', 'b.svg'],
      titleId: 2,
      content: '<img src=x onerror=alert(1)>',
    });
    expect(comment!.subComments[0]).toMatchObject({ id: 2, parentId: 1, photos: [] });
    const { value, dropped } = collectDroppedRows(() =>
      readAnswer(NewsCalls.commentList, { list: [{ id: 1, createDate: 1 }], isLastPage: 1, pageSize: 10, pageNum: 1 }),
    );
    expect(value.list).toEqual([]);
    expect(dropped.map((error) => error.path)).toEqual(['data.list[0].nickName']);
  });

  it('reads the comment rule with 0/1 flags', () => {
    const rule = readAnswer(CommentRuleCalls.commentRule, {
      isAvailable: 0,
      rechargeLimitRule: {
        rechargeCurrentVal: '30',
        rechargeLimitIsAccord: 0,
        rechargeLimitText: '累计充值满100元',
        rechargeLimitVal: 100,
      },
      vipCurrentVal: 0,
      vipLimitIsAccord: 1,
      vipLimitText: 'VIP1',
      vipLimitVal: 1,
      isBan: false,
      banText: '',
    });
    expect(rule).toMatchObject({
      isAvailable: false,
      rechargeLimitRule: { rechargeCurrentVal: 30, rechargeLimitIsAccord: false },
      vipLimitIsAccord: true,
    });
    expect(() => readAnswer(CommentRuleCalls.commentRule, { isAvailable: true })).toThrow(MalformedDataError);
  });

  it('reads titles and the lottery approval', () => {
    expect(parseUserTitles([{ id: 1, name: '盈利王' }])).toEqual([{ id: 1, name: '盈利王' }]);
    expect(() => parseUserTitles({ id: 1 })).toThrow(MalformedDataError);
    expect(
      readAnswer(NewsCalls.lotteryApprovalInfo, {
        status: 1,
        realName: '张三',
        phone: '138',
        address: '北京',
        submitTime: 5,
      }),
    ).toMatchObject({ status: 1, reviewTime: null });
  });
});

describe('the contract', () => {
  it('puts the calls where the table says, GET where the spec reads', () => {
    expect(NewsCalls.professorList).toMatchObject({
      method: 'GET',
      path: '/api/forehead/live/professor/info',
      encoding: 'query',
    });
    expect(NewsCalls.buy).toMatchObject({
      method: 'POST',
      path: '/api/forehead/sports/message/v2/buy',
      encoding: 'form',
    });
    expect(NewsCalls.lotteryApprovalSubmit.path).toBe('/api/forehead/live/lottery/approval/submitInfo');
  });

  it('the tip-settled push: channels and payload', () => {
    expect(NewsPush.professor(400001)).toBe('professor:400001');
    expect(NewsPush.tips).toBe('news:tips');
    expect(NewsPush.tipSettled.parse({ tipId: '1', professorId: 2, result: 'win', settledAt: 3 })).toEqual({
      tipId: 1,
      professorId: 2,
      result: 'win',
      settledAt: 3,
    });
    expect(() => NewsPush.tipSettled.parse({ tipId: 1 })).toThrow(MalformedDataError);
  });
});
