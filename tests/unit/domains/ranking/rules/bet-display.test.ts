/** The spec's tables and how a bet reads: results, odds types, bet types, sports, money, a bettor's record, the curve, votes. */
import { sportWords } from '@src/platform/i18n/sport-messages';
import { sportMessages } from '@src/platform/i18n/sport-messages.zh-cn';
import { BET_RESULTS } from '@src/contracts/bet-result';
import { OddsType, VoteStatus, voteTransition, type BettingReport } from '@src/contracts/ranking';
import {
  betTypeWord,
  marketWord,
  formatOdds,
  potentialWin,
  resultTone,
  resultWord,
  sportWord,
} from '@src/domains/ranking/rules/bet-display';
import { summarize } from '@src/domains/ranking/rules/bettor-summary';
import { formatMoney, formatSigned } from '@src/domains/ranking/rules/money';
import { curveGeometry, profitCurve } from '@src/domains/ranking/rules/profit-curve';
import { applyVote } from '@src/domains/ranking/rules/votes';
import { thisWeek } from '../support/fixtures';
import { rankingMessages as zh } from '@src/domains/ranking/ranking-messages.zh-cn';
import { rankingWords } from '@src/domains/ranking/ranking-messages';

describe('the tables', () => {
  it('bet results, with handicap halves, and how each reads', () => {
    expect(Object.keys(BET_RESULTS).sort()).toEqual(
      ['cancel', 'confirm', 'draw', 'failure', 'lose', 'loseHalf', 'waiting', 'win', 'winHalf'].sort(),
    );
    expect(['win', 'winHalf'].map((result) => resultTone(result as 'win'))).toEqual(['win', 'win']);
    expect(['lose', 'loseHalf'].map((result) => resultTone(result as 'lose'))).toEqual(['lose', 'lose']);
    expect(['draw', 'cancel', 'failure'].map((result) => resultTone(result as 'draw'))).toEqual([
      'void',
      'void',
      'void',
    ]);
    expect(['confirm', 'waiting'].map((result) => resultTone(result as 'waiting'))).toEqual(['open', 'open']);
    expect(resultWord(zh, 'winHalf')).toBe('赢半');
    expect(resultWord(zh, 'draw')).toBe('走水');
  });

  it('odds types, bet type codes 1–6 and sport types, with their words', () => {
    expect([zh.oddsEuropean, zh.oddsHongKong]).toEqual(['欧洲盘', '香港盘']);
    expect([1, 2, 3, 4, 5, 6].map((type) => betTypeWord(zh, type))).toEqual([
      '今日',
      '早盘',
      '串关',
      '滚球',
      '收藏',
      '直播',
    ]);
    expect(betTypeWord(zh, 7)).toBeNull();
    expect([1, 2, 3, 12, 33, 0].map((sport) => sportWord(zh, sportMessages, sport))).toEqual([
      '足球',
      '篮球',
      '网球',
      '电子竞技',
      '其他',
      '其他',
    ]);
  });

  it("reads bet types, markets and results in each locale's words (Hong Kong's 走盤 and 入球大細)", async () => {
    await Promise.all([rankingWords.load('en'), rankingWords.load('zh-TW'), rankingWords.load('zh-HK')]);
    await Promise.all([sportWords.load('en'), sportWords.load('zh-HK')]);
    const en = rankingWords.words('en');
    const tw = rankingWords.words('zh-TW');
    const hk = rankingWords.words('zh-HK');
    expect([betTypeWord(en, 3), betTypeWord(en, 4), resultWord(en, 'draw'), resultWord(en, 'winHalf')]).toEqual([
      'Parlay',
      'In-play',
      'Push',
      'Half won',
    ]);
    expect([
      marketWord(en, 1, 1),
      marketWord(en, 1, 2),
      marketWord(en, 9, 1),
      sportWord(en, sportWords.words('en'), 0),
    ]).toEqual(['1X2', 'Money line', 'Other market', 'Other']);
    // A bet's sport in the locale's names: Hong Kong's 桌球 is snooker.
    expect([1, 2, 11].map((sport) => sportWord(en, sportWords.words('en'), sport))).toEqual([
      'Football',
      'Basketball',
      'Snooker',
    ]);
    expect(sportWord(hk, sportWords.words('zh-HK'), 11)).toBe('桌球');
    expect([marketWord(tw, 2, 1), resultWord(tw, 'lose'), betTypeWord(tw, 4)]).toEqual(['讓分', '輸', '走地']);
    expect([marketWord(hk, 3, 1), resultWord(hk, 'draw'), resultWord(hk, 'lose')]).toEqual(['入球大細', '走盤', '輸']);
  });
});

describe("odds in the user's odds type", () => {
  it('shows European odds as they are and Hong Kong odds without the stake', () => {
    expect(formatOdds(1.95, OddsType.European)).toBe('1.95');
    expect(formatOdds(1.95, OddsType.HongKong)).toBe('0.95');
    expect(formatOdds(2, OddsType.HongKong)).toBe('1.00');
    expect(formatOdds(27.05, OddsType.HongKong)).toBe('26.05');
  });

  it('an open ticket would win stake × (odds − 1); a settled one has its profit instead', () => {
    expect(potentialWin({ stake: 100, odds: 3.92, settledAt: null })).toBe(292);
    expect(potentialWin({ stake: 100, odds: 3.92, settledAt: 1 })).toBeNull();
  });
});

describe('money', () => {
  it('separates thousands, keeps two decimals at most and signs profit', () => {
    expect(formatMoney(1234.5)).toBe('1,234.5');
    expect(formatMoney(1_000_000)).toBe('1,000,000');
    expect(formatMoney(0.005)).toBe('0.01');
    expect(formatMoney(-0.001)).toBe('0');
    expect(formatSigned(133_435)).toBe('+133,435');
    expect(formatSigned(-2000)).toBe('-2,000');
    expect(formatSigned(0)).toBe('0');
    expect(formatMoney(Number.NaN)).toBe('0');
  });

  it('keeps the sign of a loss under 1 and gives none to what rounds to nothing', () => {
    expect(formatMoney(-0.5)).toBe('-0.5');
    expect(formatSigned(-0.5)).toBe('-0.5');
    expect(formatSigned(0.001)).toBe('0');
    expect(formatSigned(-0.001)).toBe('0');
    expect(formatSigned(0.5)).toBe('+0.5');
  });
});

const bet = (id: number, result: BettingReport['result'], profit: number, settledAt: number | null): BettingReport => ({
  id,
  userId: 1,
  stake: 100,
  odds: 2,
  oddsType: 1,
  betType: 1,
  result,
  profit,
  createDate: thisWeek.startDate,
  settledAt,
  like: 0,
  disLike: 0,
  voteStatus: 0,
  legs: [],
  betInfoError: null,
  matchList: [],
});

const HOUR = 3600 * 1000;

describe("a bettor's record over a period", () => {
  it('counts red (win, win half) and black (lose, lose half); pushes and open bets count for neither', () => {
    const bets = [
      bet(1, 'win', 100, thisWeek.startDate + HOUR),
      bet(2, 'winHalf', 50, thisWeek.startDate + 2 * HOUR),
      bet(3, 'lose', -100, thisWeek.startDate + 3 * HOUR),
      bet(4, 'draw', 0, thisWeek.startDate + 4 * HOUR),
      bet(5, 'waiting', 0, null),
      bet(6, 'loseHalf', -50.25, thisWeek.startDate + 5 * HOUR),
    ];
    expect(summarize(bets)).toEqual({ bets: 5, red: 2, black: 2, hitRate: 50, profit: -0.25 });
    expect(summarize([])).toEqual({ bets: 0, red: 0, black: 0, hitRate: 0, profit: 0 });
  });
});

describe('the profit curve', () => {
  it("starts at 0 at the period's start and steps by each settled bet in settling order", () => {
    const bets = [
      bet(2, 'lose', -100, thisWeek.startDate + 3 * HOUR),
      bet(1, 'win', 250, thisWeek.startDate + HOUR),
      bet(3, 'waiting', 0, null),
      bet(4, 'win', 80, thisWeek.startDate - HOUR),
      bet(5, 'win', 10.1, thisWeek.startDate + 3 * HOUR),
    ];
    expect(profitCurve(bets, thisWeek)).toEqual([
      { at: thisWeek.startDate, total: 0 },
      { at: thisWeek.startDate + HOUR, total: 250 },
      { at: thisWeek.startDate + 3 * HOUR, total: 150 },
      { at: thisWeek.startDate + 3 * HOUR, total: 160.1 },
    ]);
  });

  it("counts a bet settled at the period's first or last millisecond; never an open one; same-time bets by id", () => {
    const { startDate, endDate } = thisWeek;
    const edges = [bet(7, 'win', 5, endDate), bet(6, 'lose', -1, startDate), bet(8, 'win', 9, endDate + 1)];
    expect(profitCurve(edges, thisWeek)).toEqual([
      { at: startDate, total: 0 },
      { at: startDate, total: -1 },
      { at: endDate, total: 4 },
    ]);
    // Null is not a time, even for a period that starts at the epoch.
    expect(profitCurve([bet(1, 'waiting', 50, null)], { startDate: 0, endDate: 10 })).toEqual([{ at: 0, total: 0 }]);
    // Later settled first in the list, smaller id later: time decides, then the id.
    const sameTime = [
      bet(9, 'win', 1, startDate + 2),
      bet(3, 'win', 10, startDate + 1),
      bet(2, 'win', 100, startDate + 1),
    ];
    expect(profitCurve(sameTime, thisWeek).map((point) => point.total)).toEqual([0, 100, 110, 111]);
  });

  it('places the points inside the inset, from the first point to `until`, whatever the times', () => {
    const from = 1_000;
    const points = [
      { at: from, total: 0 },
      { at: from + 50, total: 10 },
    ];
    const shape = curveGeometry(points, { width: 110, height: 60, inset: 5 }, from + 100);
    // x: 5 + (at − from) / 100 × 100; y: 5 + (10 − total) / 10 × 50.
    expect(shape.line).toBe('M5,55 H55 V5 H105');
    expect(shape.zeroY).toBe(55);
    expect(shape.end).toEqual({ x: 105, y: 5 });
    // A period with nothing after its start, seen at its start: one step wide, not a division by
    // zero; with no profit either way the zero line is the top of the box.
    expect(curveGeometry([{ at: from, total: 0 }], { width: 110, height: 60, inset: 5 }, from).end).toEqual({
      x: 105,
      y: 5,
    });
  });

  it('draws time across and profit up in steps (the total holds between bets), the zero line inside the box', () => {
    const points = [
      { at: 0, total: 0 },
      { at: 50, total: 100 },
      { at: 75, total: -100 },
    ];
    const shape = curveGeometry(points, { width: 100, height: 100, inset: 0 }, 100);
    expect(shape.line).toBe('M0,50 H50 V0 H75 V100 H100');
    expect(shape.zeroY).toBe(50);
    expect(shape.area).toBe('M0,50 H50 V0 H75 V100 H100 V50 H0 Z');
    expect({ high: shape.high, low: shape.low, last: shape.last }).toEqual({ high: 100, low: -100, last: -100 });
    // Time runs to `until` (now, in a running period): the last total is carried on to it.
    expect(curveGeometry(points, { width: 100, height: 100, inset: 0 }, 200)).toMatchObject({
      line: 'M0,50 H25 V0 H37.5 V100 H100',
      end: { x: 100, y: 100 },
    });
    // Only profit: zero at the bottom.
    expect(
      curveGeometry(
        [
          { at: 0, total: 0 },
          { at: 10, total: 5 },
        ],
        { width: 10, height: 10, inset: 0 },
        10,
      ).zeroY,
    ).toBe(10);
  });
});

describe('votes: one per user per report', () => {
  it('a like, a second tap takes it back; a dislike turns a like over', () => {
    expect(voteTransition(VoteStatus.None, 'like')).toEqual({ next: VoteStatus.Liked, like: 1, disLike: 0 });
    expect(voteTransition(VoteStatus.Liked, 'like')).toEqual({ next: VoteStatus.None, like: -1, disLike: 0 });
    expect(voteTransition(VoteStatus.Liked, 'dislike')).toEqual({ next: VoteStatus.Disliked, like: -1, disLike: 1 });
    expect(voteTransition(VoteStatus.Disliked, 'dislike')).toEqual({ next: VoteStatus.None, like: 0, disLike: -1 });
    expect(voteTransition(VoteStatus.Disliked, 'like')).toEqual({ next: VoteStatus.Liked, like: 1, disLike: -1 });
  });

  it('applies to the counts shown, never below zero', () => {
    expect(applyVote({ like: 3, disLike: 1, voteStatus: VoteStatus.None }, 'like')).toEqual({
      like: 4,
      disLike: 1,
      voteStatus: VoteStatus.Liked,
    });
    expect(applyVote({ like: 4, disLike: 1, voteStatus: VoteStatus.Liked }, 'dislike')).toEqual({
      like: 3,
      disLike: 2,
      voteStatus: VoteStatus.Disliked,
    });
    expect(applyVote({ like: 0, disLike: 0, voteStatus: VoteStatus.Liked }, 'like')).toEqual({
      like: 0,
      disLike: 0,
      voteStatus: VoteStatus.None,
    });
  });
});
