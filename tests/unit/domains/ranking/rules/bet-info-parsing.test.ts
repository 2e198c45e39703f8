/** betInfo / betInfos read once at the boundary (src/contracts/ranking.ts): edge cases. */
import { MalformedDataError } from '@src/contracts/parse';
import {
  OddsType,
  VoteStatus,
  fromEuropeanOdds,
  toEuropeanOdds,
  type BetLeg,
  type OddsTypeValue,
} from '@src/contracts/ranking';
import { marketWord } from '@src/domains/ranking/rules/bet-display';
import { rankingMessages } from '@src/domains/ranking/ranking-messages.zh-cn';
import { leg, thisWeek, wireEntry, wireList, wireReport } from '../support/fixtures';
import { RankingCalls } from '@src/contracts/ranking-calls';
import { readAnswer } from '@src/contracts/http';

/** A ticket's `betInfos` as the betting list's answer reads them: its legs, or the reading's refusal thrown. */
function legsOf(betInfos: unknown, ticketOddsType: OddsTypeValue = OddsType.European): BetLeg[] {
  const answer = {
    list: [{ ...wireReport({ oddsType: ticketOddsType }, 'betInfos'), betInfos }],
    cursor: null,
    pageNum: 1,
    pageSize: 100,
    total: 1,
  };
  const [report] = readAnswer(RankingCalls.bettingList, answer).list;
  if (report!.legs === null) throw new MalformedDataError('betInfos', 'legs', report!.betInfoError);
  return report!.legs;
}

describe("a ticket's betInfo", () => {
  it('reads a leg: sport, match, market, selection, odds and result', () => {
    expect(legsOf(JSON.stringify([leg()]))).toEqual([
      {
        matchId: 7001,
        sportType: 1,
        leagueName: '英超',
        matchDate: leg().matchDate,
        homeName: '曼城',
        awayName: '阿森纳',
        market: 2,
        selection: '曼城 -0.5',
        line: -0.5,
        odds: 1.95,
        result: 'win',
      },
    ]);
  });

  it('refuses an empty string, text that is not JSON, a non-list and an empty list', () => {
    for (const text of ['', '   ', '[{"matchId":1', 'null', '{"matchId":1}', '[]', '"[]"']) {
      expect(() => legsOf(text)).toThrow(MalformedDataError);
    }
    expect(() => legsOf(undefined)).toThrow(MalformedDataError);
    expect(() => legsOf(42)).toThrow(MalformedDataError);
  });

  it('refuses a leg without its match, teams, pick or odds, and a result it does not know', () => {
    const { matchId: _matchId, ...noMatch } = leg();
    const { pickLabel: _pick, ...noPick } = leg();
    for (const bad of [
      noMatch,
      noPick,
      { ...leg(), odds: 'high' },
      { ...leg(), homeName: null },
      { ...leg(), result: 'won' },
      'leg',
    ]) {
      expect(() => legsOf(JSON.stringify([bad]))).toThrow(MalformedDataError);
    }
  });

  it('reads odd markets: an unknown market code, a quarter line, no line, no league, numbers sent as strings', () => {
    const [quarter, unknown, stringy] = legsOf(
      JSON.stringify([
        leg({ bettingType: 2, line: -0.25, pickLabel: '曼城 -0/0.5' }),
        { ...leg({ bettingType: 9, pickLabel: '首个进球 哈兰德' }), line: undefined, leagueName: undefined },
        { ...leg(), matchId: '7002', odds: '2.10', bettingType: '3' },
      ]),
    );
    expect(quarter).toMatchObject({ line: -0.25, selection: '曼城 -0/0.5' });
    expect(unknown).toMatchObject({ market: 9, line: 0, leagueName: '' });
    expect(marketWord(rankingMessages, unknown!.market, 1)).toBe('其他玩法');
    expect(stringy).toMatchObject({ matchId: 7002, odds: 2.1, market: 3 });
    expect(marketWord(rankingMessages, 3, 1)).toBe('大小球');
    expect(marketWord(rankingMessages, 3, 2)).toBe('大小分');
    expect(marketWord(rankingMessages, 1, 2)).toBe('独赢');
  });

  it('a result left out is still waiting', () => {
    const { result: _result, ...open } = leg();
    expect(legsOf(JSON.stringify([open]))[0]?.result).toBe('waiting');
  });

  it('reads Hong Kong odds as European ones: the stake is added back', () => {
    const [hongKong] = legsOf(JSON.stringify([leg({ odds: 0.95, oddsType: OddsType.HongKong })]));
    expect(hongKong?.odds).toBe(1.95);
    // A leg without its own type takes the ticket's.
    const { oddsType: _type, ...untyped } = leg({ odds: 0.87 });
    expect(legsOf(JSON.stringify([untyped]), OddsType.HongKong)[0]?.odds).toBe(1.87);
    // The same number as European odds would pay back less than the stake: not odds.
    expect(() => legsOf(JSON.stringify([untyped]))).toThrow(MalformedDataError);
    expect(() => legsOf(JSON.stringify([leg({ oddsType: 3 })]))).toThrow(MalformedDataError);
  });
});

describe('odds types (1 European, 2 Hong Kong)', () => {
  it('converts both ways, to two decimals without float noise', () => {
    expect(toEuropeanOdds(0.95, OddsType.HongKong)).toBe(1.95);
    expect(fromEuropeanOdds(1.95, OddsType.HongKong)).toBe(0.95);
    expect(fromEuropeanOdds(2.2, OddsType.HongKong)).toBe(1.2);
    expect(toEuropeanOdds(1.2, OddsType.HongKong)).toBe(2.2);
    expect(fromEuropeanOdds(1.95, OddsType.European)).toBe(1.95);
    for (const odds of [1.01, 1.5, 1.83, 1.95, 2.07, 3.41, 27.05]) {
      expect(toEuropeanOdds(fromEuropeanOdds(odds, OddsType.HongKong), OddsType.HongKong)).toBe(odds);
    }
  });
});

describe('reports in a list', () => {
  it('one unreadable betInfo marks that report only; the list still parses', () => {
    const date = readAnswer(
      RankingCalls.list,
      wireList(thisWeek, 2, [
        wireEntry(1, { bettingReportList: [wireReport({ id: 11 }), wireReport({ id: 12, betInfo: '[{"matchId":' })] }),
        wireEntry(2),
      ]),
    );
    const [good, broken] = date.winRankingList[0]!.bettingReportList;
    expect(good).toMatchObject({ id: 11, betInfoError: null });
    expect(good!.legs).toHaveLength(1);
    expect(broken).toMatchObject({ id: 12, legs: null, stake: 500, result: 'win' });
    expect(broken!.betInfoError).toContain('betInfo');
    expect(date.winRankingList).toHaveLength(2);
  });

  it("reads a Hong Kong ticket: its odds and its legs' as European odds", () => {
    const [report] = readAnswer(RankingCalls.bettingList, {
      list: [
        wireReport(
          { odds: 0.95, oddsType: OddsType.HongKong, legs: [leg({ odds: 0.95, oddsType: OddsType.HongKong })] },
          'betInfos',
        ),
      ],
      cursor: null,
      pageNum: 1,
      pageSize: 100,
      total: 1,
    }).list;
    expect(report).toMatchObject({ odds: 1.95, oddsType: OddsType.HongKong });
    expect(report!.legs![0]!.odds).toBe(1.95);
  });

  it('likes and dislikes default to 0; the vote to none', () => {
    const { like: _like, disLike: _disLike, voteStatus: _vote, ...bare } = wireReport({}, 'betInfos');
    const [report] = readAnswer(RankingCalls.bettingList, {
      list: [bare],
      cursor: 5,
      pageNum: 1,
      pageSize: 100,
      total: 1,
    }).list;
    expect(report).toMatchObject({ like: 0, disLike: 0, voteStatus: VoteStatus.None });
  });

  it('a report without the data a ticket needs fails the answer (the client makes it a typed error)', () => {
    expect(() =>
      readAnswer(
        RankingCalls.list,
        wireList(thisWeek, 2, [wireEntry(1, { bettingReportList: [{ ...wireReport(), id: 'x' }] })]),
      ),
    ).toThrow(MalformedDataError);
    expect(() =>
      readAnswer(
        RankingCalls.list,
        wireList(thisWeek, 2, [wireEntry(1, { bettingReportList: [wireReport({ result: 'maybe' })] })]),
      ),
    ).toThrow(MalformedDataError);
    expect(() =>
      readAnswer(
        RankingCalls.list,
        wireList(thisWeek, 2, [wireEntry(1, { bettingReportList: [wireReport({ voteStatus: 7 })] })]),
      ),
    ).toThrow(MalformedDataError);
    expect(() => readAnswer(RankingCalls.bettingList, { list: 'none' })).toThrow(MalformedDataError);
  });
});
