/**
 * World experts, tips and comments → the answer shapes of src/contracts/news.ts, as one user
 * sees them: with their follows, purchases and likes (news-state.ts).
 *
 * The paid part of a tip (sportsInfo; each selection's pick, line, odds, label) is left out
 * while the tip is on sale and the user has not bought it; free and settled tips show it.
 */
import type {
  ExpertProfile,
  ExpertBrief,
  TipComment as WireComment,
  TipMessage as WireTip,
  TipSelection,
} from '../../../src/contracts/news';
import { expertStats, type ExpertSummary } from '../world/queries/news';
import type { TipComment, TipMessage } from '../world/people/people-types';
import type { World } from '../world/types';
import type { NewsState } from './news-state';

export function professorBrief(state: NewsState, world: World, expertId: number): ExpertBrief {
  const expert = world.experts.get(expertId);
  const stats = expertStats(world, expertId);
  return {
    id: expertId,
    name: expert?.name ?? '',
    profile: expert?.profile ?? '',
    tag: expert?.tag ?? '',
    hitSession: stats.hitSession,
    winContinuous: stats.winContinuous,
    attention: state.followerCount(expertId, expert?.attention ?? 0),
  };
}

export function professorWire(
  state: NewsState,
  world: World,
  summary: ExpertSummary,
  uid: string | null,
): ExpertProfile {
  const own = state.boughtTipIds(uid).filter((id) => world.tips.get(id)?.professorId === summary.id);
  return {
    id: summary.id,
    name: summary.name,
    tag: summary.tag,
    profile: summary.profile,
    introduction: summary.introduction,
    sportsType: summary.sportsType,
    sportsSession: summary.sportsSession,
    hitPercents: summary.hitPercents,
    hitSession: summary.hitSession,
    tenHistory: [...summary.tenHistory],
    tenWin: summary.tenWin,
    weekRateReturn: summary.weekRateReturn,
    longestWin: summary.longestWin,
    winContinuous: summary.winContinuous,
    attention: state.followerCount(summary.id, summary.attention),
    isAttention: state.isFollowing(uid, summary.id) ? 1 : 0,
    ordered: own.length,
    subscribed: own.some((id) => world.tips.get(id)?.result === 'waiting') ? 1 : 0,
    hotStatus: summary.hotStatus,
    messageInfoCount: summary.messageInfoCount,
  };
}

export function tipWire(state: NewsState, world: World, tip: TipMessage, uid: string | null): WireTip {
  const purchase = state.purchase(uid, tip.id);
  const open = tip.goldPrice === 0 || tip.result !== 'waiting' || purchase !== undefined;
  const selection = (leg: TipMessage['messageMatchList'][number]): TipSelection => ({
    matchId: leg.matchId,
    sport: leg.sport,
    competitionId: leg.competitionId,
    leagueName: leg.leagueName,
    matchDate: leg.matchDate,
    homeId: leg.homeId,
    awayId: leg.awayId,
    homeName: leg.homeName,
    awayName: leg.awayName,
    bettingType: leg.bettingType,
    pick: open ? leg.pick : null,
    line: open ? leg.line : null,
    odds: open ? leg.odds : null,
    pickLabel: open ? leg.pickLabel : null,
    result: leg.result,
  });
  return {
    id: tip.id,
    professorId: tip.professorId,
    sportsType: tip.sportsType,
    bettingType: tip.bettingType,
    sportsTitle: tip.sportsTitle,
    sportsInfo: open ? tip.sportsInfo : null,
    sportsPlay: tip.sportsPlay,
    tag: tip.tag,
    messageMatchList: tip.messageMatchList.map(selection),
    result: tip.result,
    goldPrice: tip.goldPrice,
    openBackGold: tip.openBackGold,
    returnGoldPercentage: tip.returnGoldPercentage,
    readCount: tip.readCount,
    commentCount: tip.commentCount,
    isHot: tip.isHot,
    isTripartite: tip.isTripartite,
    publishTime: tip.publishTime,
    yieldRate: tip.yieldRate,
    isAttention: state.isFollowing(uid, tip.professorId) ? 1 : 0,
    isBuy: purchase ? 1 : 0,
    payTime: purchase?.payTime ?? null,
    settledAt: tip.settledAt,
    professor: professorBrief(state, world, tip.professorId),
  };
}

/** A comment with its replies; a comment a user published names the user's uid as its author. */
export function commentWire(state: NewsState, world: World, comment: TipComment, uid: string | null): WireComment {
  const author = state.authors.get(comment.id);
  const titleId = author ? null : (world.rankingUsers.get(comment.userId)?.titleId ?? null);
  return {
    id: comment.id,
    messageId: comment.tipId,
    parentId: comment.parentId,
    userId: author ?? String(comment.userId),
    nickName: comment.nickName,
    headUrl: comment.headUrl,
    content: comment.content,
    photos: comment.photos.split(',').filter(Boolean),
    likeCount: comment.likeCount,
    isLiked: uid ? (state.likes.get(uid)?.has(comment.id) ?? false) : false,
    createDate: comment.createDate,
    titleId,
    subComments: comment.subComments.map((reply) => commentWire(state, world, reply, uid)),
  };
}
