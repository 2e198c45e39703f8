/**
 * Experts (professors) and their tips: statistics computed from settled tips (hit rate,
 * ten-tip history, streaks, weekly return), lists, details and comments. Per-user flags
 * (isAttention, isBuy, payTime, ordered, subscribed) belong to the API's session state.
 */
import { DAY } from '../clock';
import { COMMENT_ID_BASE } from '../ids';
import { ticketOdds } from '../markets';
import { tipComments as drawTipComments } from '../people/comments';
import type { BetResult, Expert, TipComment, TipMessage } from '../people/people-types';
import type { World } from '../types';
import { paginate, type Page } from './paginate';

const HITS: ReadonlySet<BetResult> = new Set(['win', 'winHalf']);
const MISSES: ReadonlySet<BetResult> = new Set(['lose', 'loseHalf']);

export interface ExpertStats {
  /** Hit rate over all settled tips, percent (pushes and cancellations left out). */
  hitPercents: number;
  /** 近10中7 */
  hitSession: string;
  /** Settled tips counted. */
  sportsSession: number;
  /** The last ten settled results, newest first. */
  tenHistory: BetResult[];
  tenWin: number;
  /** Current run of hits. */
  winContinuous: number;
  longestWin: number;
  /** Return on a unit stake per tip over the last seven days, percent. */
  weekRateReturn: number;
  /** Tips still on sale (waiting). */
  messageInfoCount: number;
}

function tipsOf(world: World, expertId: number): TipMessage[] {
  return (world.tipsByExpert.get(expertId) ?? [])
    .map((id) => world.tips.get(id))
    .filter((tip): tip is TipMessage => tip !== undefined);
}

function unitReturn(tip: TipMessage): number {
  const odds = ticketOdds(tip.messageMatchList);
  switch (tip.result) {
    case 'win':
      return odds - 1;
    case 'winHalf':
      return (odds - 1) / 2;
    case 'lose':
      return -1;
    case 'loseHalf':
      return -0.5;
    default:
      return 0;
  }
}

export function expertStats(world: World, expertId: number): ExpertStats {
  const tips = tipsOf(world, expertId);
  const settled = tips
    .filter((tip) => tip.settledAt !== null && (HITS.has(tip.result) || MISSES.has(tip.result)))
    .sort((a, b) => (b.settledAt ?? 0) - (a.settledAt ?? 0) || b.id - a.id);
  const hits = settled.filter((tip) => HITS.has(tip.result)).length;
  const tenHistory = settled.slice(0, 10).map((tip) => tip.result);
  const tenWin = tenHistory.filter((result) => HITS.has(result)).length;
  let winContinuous = 0;
  while (winContinuous < settled.length && HITS.has(settled[winContinuous]?.result ?? 'lose')) winContinuous += 1;
  let longestWin = 0;
  let run = 0;
  for (const tip of settled) {
    run = HITS.has(tip.result) ? run + 1 : 0;
    longestWin = Math.max(longestWin, run);
  }
  const weekAgo = world.currentTime - 7 * DAY;
  const week = settled.filter((tip) => (tip.settledAt ?? 0) >= weekAgo);
  const weekReturn = week.reduce((sum, tip) => sum + unitReturn(tip), 0);
  return {
    hitPercents: settled.length === 0 ? 0 : Math.round((hits / settled.length) * 100),
    hitSession: `近${tenHistory.length}中${tenWin}`,
    sportsSession: settled.length,
    tenHistory,
    tenWin,
    winContinuous,
    longestWin,
    weekRateReturn: week.length === 0 ? 0 : Math.round((weekReturn / week.length) * 1000) / 10,
    messageInfoCount: tips.filter((tip) => tip.result === 'waiting').length,
  };
}

export type ExpertSummary = Expert & ExpertStats;

export function expertDetail(world: World, expertId: number): ExpertSummary | undefined {
  const expert = world.experts.get(expertId);
  return expert ? { ...expert, ...expertStats(world, expertId) } : undefined;
}

export function expertList(
  world: World,
  options: { page?: number; size?: number; sortType?: number; sportsType?: number } = {},
): Page<ExpertSummary> {
  const summaries = [...world.experts.values()]
    .filter((expert) => options.sportsType === undefined || expert.sportsType === options.sportsType)
    .map((expert) => ({ ...expert, ...expertStats(world, expert.id) }));
  const key = (summary: ExpertSummary): number => {
    switch (options.sortType) {
      case 1:
        return summary.hitPercents;
      case 2:
        return summary.winContinuous;
      case 3:
        return summary.weekRateReturn;
      default:
        return summary.attention;
    }
  };
  summaries.sort((a, b) => key(b) - key(a) || a.id - b.id);
  return paginate(summaries, options.page ?? 1, options.size ?? 8);
}

/** An expert's tips: on sale (waiting) or history (settled), newest first. */
export function tipsByExpert(
  world: World,
  expertId: number,
  options: { isHistory?: boolean; page?: number; size?: number } = {},
): Page<TipMessage> {
  const tips = tipsOf(world, expertId)
    .filter((tip) => (options.isHistory ? tip.result !== 'waiting' : tip.result === 'waiting'))
    .sort((a, b) => b.publishTime - a.publishTime || b.id - a.id);
  return paginate(tips, options.page ?? 1, options.size ?? 10);
}

/** Top-level comments of a tip, newest first, each with its replies (subComments, oldest first). */
export function tipCommentList(
  world: World,
  tipId: number,
  options: { page?: number; size?: number } = {},
): Page<TipComment> {
  return paginate(drawTipComments(world, tipId), options.page ?? 1, options.size ?? 10);
}

/** Ids of comments added while the server runs: above every drawn comment id, counted per world. */
const addedComments = new WeakMap<World, number>();
const ADDED_COMMENT_ID_BASE = COMMENT_ID_BASE + 900_000_000;

/** Adds a comment (or a reply when `parentId` is given); undefined when the tip or parent is unknown. */
export function addTipComment(
  world: World,
  tipId: number,
  comment: {
    userId: number;
    nickName: string;
    headUrl?: string;
    content: string;
    photos?: string;
    parentId?: number | null;
  },
): TipComment | undefined {
  const tip = world.tips.get(tipId);
  if (!tip) return undefined;
  const comments = drawTipComments(world, tipId);
  const parent = comment.parentId ? comments.find((candidate) => candidate.id === comment.parentId) : undefined;
  if (comment.parentId && !parent) return undefined;
  const added = (addedComments.get(world) ?? 0) + 1;
  addedComments.set(world, added);
  const created: TipComment = {
    id: ADDED_COMMENT_ID_BASE + added,
    tipId,
    parentId: parent?.id ?? null,
    userId: comment.userId,
    nickName: comment.nickName,
    headUrl: comment.headUrl ?? '',
    content: comment.content,
    photos: comment.photos ?? '',
    likeCount: 0,
    createDate: world.currentTime,
    subComments: [],
  };
  if (parent) parent.subComments.push(created);
  else comments.unshift(created);
  tip.commentCount += 1;
  world.version += 1;
  return created;
}

/** What an emptied comment shows in place of its words. */
export const REMOVED_COMMENT_TEXT = '该评论已删除';

/**
 * Empties an added comment in place, keeping `replies` (other users' words) under it: its author's
 * name, picture, words and photos go, and its other replies with them.
 */
export function emptyTipComment(world: World, comment: TipComment, replies: TipComment[]): void {
  const tip = world.tips.get(comment.tipId);
  if (tip) tip.commentCount = Math.max(0, tip.commentCount - (comment.subComments.length - replies.length));
  Object.assign(comment, {
    userId: 0,
    nickName: '',
    headUrl: '',
    content: REMOVED_COMMENT_TEXT,
    photos: '',
    likeCount: 0,
  });
  comment.subComments = replies;
  world.version += 1;
}

/** Removes an added comment (with its replies) from its tip; false when the tip no longer has it. */
export function removeTipComment(world: World, comment: TipComment): boolean {
  const comments = drawTipComments(world, comment.tipId);
  const parent =
    comment.parentId === null ? undefined : comments.find((candidate) => candidate.id === comment.parentId);
  const siblings = comment.parentId === null ? comments : parent?.subComments;
  const index = siblings ? siblings.indexOf(comment) : -1;
  if (!siblings || index < 0) return false;
  siblings.splice(index, 1);
  const tip = world.tips.get(comment.tipId);
  if (tip) tip.commentCount = Math.max(0, tip.commentCount - 1 - comment.subComments.length);
  world.version += 1;
  return true;
}
