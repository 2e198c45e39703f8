/** Shapes of the news contract for unit tests: a tip, an expert, a comment. */
import type { ExpertProfile, TipComment, TipDetail, TipMessage, TipSelection } from '@src/contracts/news';
import { matchSummary } from '@tests/support/match-fixtures';
import { fixtureBuilder } from '@tests/support/fixture-builder';

export const EXPERT_ID = 400_001;
export const TIP_ID = 2_000_101;

export const selection = fixtureBuilder<TipSelection>(() => ({
  matchId: 7001,
  sport: 'football',
  competitionId: 12387,
  leagueName: '英超',
  matchDate: Date.UTC(2026, 10, 22, 12, 30),
  homeId: 1,
  awayId: 2,
  homeName: '曼城',
  awayName: '阿森纳',
  bettingType: 1,
  pick: null,
  line: null,
  odds: null,
  pickLabel: null,
  result: 'waiting',
}));

export const tip = fixtureBuilder<TipMessage>(() => ({
  id: TIP_ID,
  professorId: EXPERT_ID,
  sportsType: 1,
  bettingType: 1,
  sportsTitle: '英超焦点战 曼城对阵阿森纳',
  sportsInfo: null,
  sportsPlay: '胜平负',
  tag: '英超',
  messageMatchList: [selection()],
  result: 'waiting',
  goldPrice: 38,
  openBackGold: 0,
  returnGoldPercentage: 0,
  readCount: 1200,
  commentCount: 3,
  isHot: 0,
  isTripartite: 0,
  publishTime: Date.UTC(2026, 10, 22, 8, 0),
  yieldRate: 85,
  isAttention: 0,
  isBuy: 0,
  payTime: null,
  settledAt: null,
  professor: {
    id: EXPERT_ID,
    name: '红单大师',
    profile: 'avatar-400001.svg',
    tag: '英超专家',
    hitSession: '近10中7',
    winContinuous: 3,
    attention: 120,
  },
}));

export const openSelection = (overrides: Partial<TipSelection> = {}): TipSelection =>
  selection({ pick: 'home', line: 0, odds: 1.85, pickLabel: '曼城胜', ...overrides });

export function detail(overrides: Partial<TipDetail> = {}): TipDetail {
  return { ...tip(), matches: [matchSummary({ id: 7001 })], ...overrides };
}

export const expert = fixtureBuilder<ExpertProfile>(() => ({
  id: EXPERT_ID,
  name: '红单大师',
  tag: '英超专家',
  profile: 'avatar-400001.svg',
  introduction: '专注英超十年。',
  sportsType: 1,
  sportsSession: 40,
  hitPercents: 62,
  hitSession: '近10中7',
  tenHistory: ['win', 'lose', 'win'],
  tenWin: 7,
  weekRateReturn: 12.5,
  longestWin: 6,
  winContinuous: 3,
  attention: 120,
  isAttention: 0,
  ordered: 0,
  subscribed: 0,
  hotStatus: 0,
  messageInfoCount: 4,
}));

export const comment = fixtureBuilder<TipComment>(() => ({
  id: 300_000_001,
  messageId: TIP_ID,
  parentId: null,
  userId: '500001',
  nickName: '球迷小王',
  headUrl: '',
  content: '看好主队',
  photos: [],
  likeCount: 3,
  isLiked: false,
  createDate: Date.UTC(2026, 10, 22, 9, 0),
  titleId: null,
  subComments: [],
}));

export const page = <T>(list: T[], isLastPage = true) => ({
  list,
  isLastPage,
  pageSize: 10,
  pageNum: 1,
  total: list.length,
});
/** A page of the tips feed: a page, and the sport types the backend says have tips (null: not said). */
export const feedPage = <T>(list: T[], isLastPage = true, sportsTypeList: number[] | null = null) => ({
  ...page(list, isLastPage),
  sportsTypeList,
});
