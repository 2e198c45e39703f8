/**
 * The people of the world: streamers with their schedules and moments, experts with their tips
 * and the comments on them, and the ranking users with their betting reports.
 */
import type { BetResult as ContractBetResult } from '../../../../src/contracts/bet-result';
import type { Sport } from '../match-types';

export type ScheduleLiveStatus = 0 | 1 | 2;

export interface ScheduleEntry {
  matchId: number;
  sport: Sport;
  liveRoomId: number;
  /** 0 not started, 1 in progress, 2 ended — follows the match. */
  liveStatus: ScheduleLiveStatus;
  startDate: number;
  isTop: 0 | 1;
  liveHostType: number;
  liveUserGroupId: number | null;
  liveGroupUserType: number | null;
  /** 164 (sport-jump game) mostly, some 100, a few 34 (which the app drops). */
  matchSource: number;
  isLotteryProgress: 0 | 1;
  redEnvelopeTotalAmount: number;
}

export interface Host {
  id: number;
  nickName: string;
  /** YYYY-MM-DD, or null when unknown. */
  birthday: string | null;
  tags: string[];
  pictureId: string;
  introduction: string;
  watcherCount: number;
  fansCount: number;
  /** 1 live, 0 not live, 3 banned. */
  liveStatus: 0 | 1 | 3;
  liveRoomId: number;
  /** Main sport (1 football, 2 basketball). */
  sportType: number;
  liveSchedule: ScheduleEntry[];
}

export interface Moment {
  id: number;
  hostId: number;
  content: string;
  pictureIds: string[];
  likeCount: number;
  commentCount: number;
  createDate: number;
}

/** The contract's bet results (the world settles with all but confirm and failure). */
export type BetResult = ContractBetResult;

/** 1 home/draw/away (football) or money line (basketball), 2 handicap / spread, 3 over/under. */
export type BettingType = 1 | 2 | 3;

export interface BetSelection {
  matchId: number;
  sport: Sport;
  competitionId: number;
  leagueName: string;
  matchDate: number;
  homeId: number;
  awayId: number;
  homeName: string;
  awayName: string;
  bettingType: BettingType;
  /** home | draw | away | over | under */
  pick: 'home' | 'draw' | 'away' | 'over' | 'under';
  /** Handicap for the home side, or the total line; 0 for 1X2. */
  line: number;
  /** European odds. */
  odds: number;
  /** Chinese label of the pick, e.g. 曼城 -0.5. */
  pickLabel: string;
  result: BetResult;
}

export interface Expert {
  id: number;
  name: string;
  tag: string;
  /** Avatar file id (`avatar-<id>.svg`). */
  profile: string;
  introduction: string;
  /** Main sport: 1 football, 2 basketball. */
  sportsType: number;
  attention: number;
  hotStatus: 0 | 1;
  /** Skill 0.4–0.7: how often the expert's picks come good (the score model decides, this only biases picks). */
  skill: number;
}

export interface TipMessage {
  id: number;
  professorId: number;
  sportsType: number;
  bettingType: BettingType;
  sportsTitle: string;
  sportsInfo: string;
  /** Play name in Chinese: 胜平负, 让球, 大小球, 串关. */
  sportsPlay: string;
  tag: string;
  messageMatchList: BetSelection[];
  result: BetResult;
  goldPrice: number;
  openBackGold: 0 | 1;
  returnGoldPercentage: number;
  readCount: number;
  commentCount: number;
  isHot: 0 | 1;
  isTripartite: 0 | 1;
  publishTime: number;
  /** Odds of the tip minus 1, as percent (what a win returns). */
  yieldRate: number;
  settledAt: number | null;
}

export interface TipComment {
  id: number;
  tipId: number;
  parentId: number | null;
  userId: number;
  nickName: string;
  headUrl: string;
  content: string;
  photos: string;
  likeCount: number;
  createDate: number;
  subComments: TipComment[];
}

export interface BettingReport {
  id: number;
  userId: number;
  /** The selections; the API sends them as `betInfo`, a JSON string (see `betInfoOf`). */
  selections: BetSelection[];
  stake: number;
  odds: number;
  result: BetResult;
  profit: number;
  createDate: number;
  settledAt: number | null;
  like: number;
  disLike: number;
}

export interface RankingUser {
  id: number;
  nickName: string;
  headUrl: string;
  /** A title id of USER_TITLES, or null. */
  titleId: number | null;
  followBetCount: number;
  reportIds: number[];
}
