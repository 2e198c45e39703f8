/**
 * The tips (爆料) calls of spec section 7 (NewsCalls of src/contracts/news.ts) over the seeded
 * world (world/queries/news.ts: experts, their statistics, tips settled against results,
 * comments) and what the world lacks, kept per user for the server's lifetime:
 *
 * - follows of experts (sortType 4 lists them; `attention` counts them in);
 * - purchases with gold from the account the gold-mall calls read (routes/gold-accounts.ts):
 *   `isBuy`, `payTime`, orders, and the refund of a 不中退 tip (openBackGold) that missed,
 *   `returnGoldPercentage` of its price, paid in when the account is next read;
 * - idempotency of purchases: the first answer per (uid, idempotencyKey) is kept (KEPT_ANSWERS:
 *   a day, the latest 10000) and replayed,
 *   and a tip already bought is never charged again (NewsCode.AlreadyBought);
 * - comment likes, reports, the user's own comments, the comment rule (demo profiles of
 *   routes/demo-session.ts), lottery approvals.
 *
 * The paid part of a tip (sportsInfo; each selection's pick, line, odds, label) is left out
 * while the tip is on sale and the user has not bought it; free and settled tips show it.
 *
 * Unknown ids (as the anchors module): a call about one named expert, tip or comment answers
 * code 10001 "…不存在".
 */
import { CommentRuleCalls, type CommentRule } from '../../../src/contracts/comment-rule';
import type { ParamObject } from '../../../src/contracts/form-encoding';
import { FILE_PATH_PREFIX } from '../../../src/contracts/http';
import {
  ApprovalStatus,
  CALL_DEFAULT_SIZE,
  ExpertSort,
  LIST_PAGE_SIZE,
  NewsCalls,
  NewsCode,
  SportsSource,
  type AttentionResult,
  type BuyResult,
  type CommentLike,
  type CommentPage,
  type ListPage,
  type LotteryApproval,
  type OngoingMatch,
  type Professor,
  type ProfessorBrief,
  type ReportCategory,
  type TipComment as WireComment,
  type TipDetail,
  type TipMessage as WireTip,
  type TipSelection,
} from '../../../src/contracts/news';
import { ApiError, badParams, DevServerCode, noSuch, notLoggedIn } from '../api-error';
import { parseFileId } from '../files/file-routes';
import { idListParam, integerParam, numberOr, optionalNumber, optionalString, pageParam, requireNumber } from '../params';
import type { ApiRequest, Router, SessionRef } from '../router';
import { ExpiringMap } from '../expiring-map';
import type { RouteModule, ServerContext } from '../server-context';
import { avatarPathOf } from '../sessions';
import { findMatch, matchView } from '../world/queries/matches';
import {
  addTipComment,
  expertDetail,
  expertList,
  expertStats,
  tipCommentList,
  tipsByExpert,
  type ExpertSummary,
} from '../world/queries/news';
import { isBasketballLive, isFootballLive } from '../world/status';
import type { BetResult, TipComment, TipMessage, World } from '../world/types';
import { matchSummary } from './anchors-view';
import { demoProfileOf } from './demo-session';
import { goldAccountsOf } from './gold-accounts';

const MAX_PAGE_SIZE = 50;
const MAX_COMMENT_CHARS = 500;
const MAX_PHOTOS = 9;
/** Comment rule thresholds: recharged at least this much (yuan), at least this VIP level. */
export const RECHARGE_LIMIT = 100;
export const VIP_LIMIT = 1;
/** A lottery approval is reviewed this long after it was submitted (server clock). */
export const APPROVAL_REVIEW_MS = 30_000;
/**
 * The review's verdict comes from what the backend knows of the account, not from a form (the
 * spec names no field of submitInfo): below the recharge threshold it is rejected with this remark.
 */
export const LOTTERY_RECHARGE_REMARK = `累计充值未满 ${RECHARGE_LIMIT} 元，暂不符合抽奖资格，充值后可重新提交`;
const MISSES: ReadonlySet<BetResult> = new Set(['lose', 'loseHalf']);

export const REPORT_CATEGORIES: readonly ReportCategory[] = [
  { id: 1, name: '垃圾广告' },
  { id: 2, name: '色情低俗' },
  { id: 3, name: '人身攻击' },
  { id: 4, name: '违法违规' },
  { id: 5, name: '虚假信息' },
  { id: 6, name: '其他' },
];


const requireId = (params: ParamObject, key: string): number => integerParam(key, requireNumber(params, key), 1)!;
const pageOf = pageParam;
const sizeOf = (params: ParamObject, fallback: number) =>
  integerParam('size', numberOr(params, 'size', fallback), 1, MAX_PAGE_SIZE)!;
/** A 0/1 flag parameter. */
function flagParam(params: ParamObject, key: string, fallback?: 0 | 1): 0 | 1 {
  const value = optionalNumber(params, key) ?? fallback;
  if (value !== 0 && value !== 1) throw badParams(`${key} 应为 0 或 1`);
  return value;
}

function paged<T>(items: readonly T[], page: number, size: number): ListPage<T> {
  const start = (page - 1) * size;
  return {
    list: items.slice(start, start + size),
    isLastPage: start + size >= items.length,
    pageSize: size,
    pageNum: page,
    total: items.length,
  };
}

const isInPlay = (world: World, matchId: number): boolean => {
  const match = findMatch(world, matchId);
  if (!match) return false;
  return match.sport === 'football' ? isFootballLive(match.statusId) : isBasketballLive(match.statusId);
};

interface Purchase {
  payTime: number;
  price: number;
  refunded: boolean;
}

type KeptAnswer = { messageId: number; data: BuyResult } | { messageId: number; error: ApiError };

/**
 * How long, and how many, purchase answers are kept for replay: a client retries within
 * seconds, so a day is ample; the count bounds what a flood of fresh keys can hold.
 */
export const KEPT_ANSWERS = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 10_000 } as const;

export const registerNewsRoutes: RouteModule = (router: Router, server: ServerContext) => {
  const world = () => server.world();
  const gold = goldAccountsOf(server);

  const follows = new Map<string, Set<number>>();
  /** Followers per expert beyond the world's count. */
  const addedFollowers = new Map<number, number>();
  const purchases = new Map<string, Map<number, Purchase>>();
  const answers = new ExpiringMap<string, KeptAnswer>(server.now, KEPT_ANSWERS);
  const likes = new Map<string, Set<number>>();
  const reports = new Map<string, Set<number>>();
  /** Comments added through publish: comment id → author uid; per user and tip, their top-level ones. */
  const authors = new Map<number, string>();
  const ownComments = new Map<string, number[]>();
  const approvals = new Map<string, LotteryApproval>();

  const setOf = <K, V>(map: Map<K, Set<V>>, key: K): Set<V> => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    return set;
  };
  const purchasesOf = (uid: string): Map<number, Purchase> => {
    let map = purchases.get(uid);
    if (!map) purchases.set(uid, (map = new Map()));
    return map;
  };
  const uidOf = (request: ApiRequest): string | null => request.session?.uid ?? null;
  const requireSession = (request: ApiRequest): SessionRef => {
    if (!request.session) throw notLoggedIn();
    return request.session;
  };

  // 不中退: a bought tip that missed gives back its share of the price once, when the account is read.
  gold.onRead((uid, account) => {
    const current = world();
    for (const [tipId, purchase] of purchases.get(uid) ?? []) {
      if (purchase.refunded) continue;
      const tip = current.tips.get(tipId);
      if (!tip || !tip.openBackGold || !MISSES.has(tip.result)) continue;
      purchase.refunded = true;
      account.balance += Math.floor((purchase.price * tip.returnGoldPercentage) / 100);
    }
  });

  // ------------------------------------------------------------------------------- views

  const followerCount = (expertId: number, base: number) => base + (addedFollowers.get(expertId) ?? 0);
  const isFollowing = (uid: string | null, expertId: number) =>
    uid ? (follows.get(uid)?.has(expertId) ?? false) : false;

  const brief = (current: World, expertId: number): ProfessorBrief => {
    const expert = current.experts.get(expertId);
    const stats = expertStats(current, expertId);
    return {
      id: expertId,
      name: expert?.name ?? '',
      profile: expert?.profile ?? '',
      tag: expert?.tag ?? '',
      hitSession: stats.hitSession,
      winContinuous: stats.winContinuous,
      attention: followerCount(expertId, expert?.attention ?? 0),
    };
  };

  const professorOf = (current: World, summary: ExpertSummary, uid: string | null): Professor => {
    const bought = uid ? [...(purchases.get(uid)?.keys() ?? [])].map((id) => current.tips.get(id)) : [];
    const own = bought.filter((tip) => tip?.professorId === summary.id);
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
      attention: followerCount(summary.id, summary.attention),
      isAttention: isFollowing(uid, summary.id) ? 1 : 0,
      ordered: own.length,
      subscribed: own.some((tip) => tip?.result === 'waiting') ? 1 : 0,
      hotStatus: summary.hotStatus,
      messageInfoCount: summary.messageInfoCount,
    };
  };

  const tipOf = (current: World, tip: TipMessage, uid: string | null): WireTip => {
    const purchase = uid ? purchases.get(uid)?.get(tip.id) : undefined;
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
      isAttention: isFollowing(uid, tip.professorId) ? 1 : 0,
      isBuy: purchase ? 1 : 0,
      payTime: purchase?.payTime ?? null,
      settledAt: tip.settledAt,
      professor: brief(current, tip.professorId),
    };
  };

  const commentOf = (comment: TipComment, uid: string | null): WireComment => {
    const author = authors.get(comment.id);
    const titleId = author ? null : (world().rankingUsers.get(comment.userId)?.titleId ?? null);
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
      isLiked: uid ? (likes.get(uid)?.has(comment.id) ?? false) : false,
      createDate: comment.createDate,
      titleId,
      subComments: comment.subComments.map((reply) => commentOf(reply, uid)),
    };
  };

  const requireTip = (params: ParamObject, key: string) => {
    const tipId = requireId(params, key);
    const tip = world().tips.get(tipId);
    if (!tip) throw noSuch('爆料', tipId);
    return tip;
  };
  const requireExpert = (params: ParamObject) => {
    const expertId = requireId(params, 'professorId');
    const summary = expertDetail(world(), expertId);
    if (!summary) throw noSuch('专家', expertId);
    return summary;
  };

  /** Every comment of a tip, replies included, by id. */
  const findComment = (commentId: number): TipComment | undefined => {
    for (const list of world().comments.values()) {
      for (const comment of list) {
        if (comment.id === commentId) return comment;
        const reply = comment.subComments.find((candidate) => candidate.id === commentId);
        if (reply) return reply;
      }
    }
    return undefined;
  };

  const commentRuleOf = (session: SessionRef): CommentRule => {
    const profile = demoProfileOf(session.username, server.now());
    const rechargeOk = profile.rechargeTotal >= RECHARGE_LIMIT;
    const vipOk = profile.vipLevel >= VIP_LIMIT;
    const banned = profile.bannedUntil !== null && profile.bannedUntil > server.now();
    const until = banned ? new Date(profile.bannedUntil! + 8 * 3_600_000).toISOString().slice(0, 10) : '';
    return {
      isAvailable: rechargeOk && vipOk && !banned,
      rechargeLimitRule: {
        rechargeCurrentVal: profile.rechargeTotal,
        rechargeLimitIsAccord: rechargeOk,
        rechargeLimitText: `累计充值满${RECHARGE_LIMIT}元即可发表评论`,
        rechargeLimitVal: RECHARGE_LIMIT,
      },
      vipCurrentVal: profile.vipLevel,
      vipLimitIsAccord: vipOk,
      vipLimitText: `VIP${VIP_LIMIT}及以上会员才能发表评论`,
      vipLimitVal: VIP_LIMIT,
      isBan: banned,
      banText: banned ? `您因违反社区规范已被禁言，${until} 前无法发表评论` : '',
    };
  };

  const approvalOf = (session: SessionRef): LotteryApproval => {
    const { uid } = session;
    const approval: LotteryApproval = approvals.get(uid) ?? {
      status: ApprovalStatus.None,
      realName: '',
      phone: '',
      address: '',
      submitTime: null,
      reviewTime: null,
      remark: '',
      wins: [],
    };
    // The review finishes APPROVAL_REVIEW_MS after submission.
    if (approval.status === ApprovalStatus.Pending && approval.submitTime !== null) {
      const reviewAt = approval.submitTime + APPROVAL_REVIEW_MS;
      if (server.now() >= reviewAt) {
        const rejected = demoProfileOf(session.username, server.now()).rechargeTotal < RECHARGE_LIMIT;
        approval.status = rejected ? ApprovalStatus.Rejected : ApprovalStatus.Approved;
        approval.remark = rejected ? LOTTERY_RECHARGE_REMARK : '';
        approval.reviewTime = reviewAt;
        approvals.set(uid, approval);
      }
    }
    return { ...approval };
  };

  // ------------------------------------------------------------------------------- experts

  router.get(NewsCalls.professorList.path, (request): ListPage<Professor> => {
    const { params } = request;
    const page = pageOf(params);
    const size = sizeOf(params, CALL_DEFAULT_SIZE);
    const sortType = integerParam('sortType', optionalNumber(params, 'sortType'), 0, 4) ?? ExpertSort.Popular;
    const current = world();
    const uid = uidOf(request);
    if (sortType === ExpertSort.MyAttentions) {
      const session = requireSession(request);
      // Newest follow first.
      const ids = [...(follows.get(session.uid) ?? [])].reverse();
      const summaries = ids.map((id) => expertDetail(current, id)).filter((item): item is ExpertSummary => !!item);
      const result = paged(summaries, page, size);
      return { ...result, list: result.list.map((item) => professorOf(current, item, uid)) };
    }
    // Popular: the world sorts by its own follower count; ours adds the users' follows.
    const all = expertList(current, {
      page: 1,
      size: Number.MAX_SAFE_INTEGER,
      sortType: sortType === 0 ? 4 : sortType,
    }).list;
    if (sortType === ExpertSort.Popular) {
      all.sort((a, b) => followerCount(b.id, b.attention) - followerCount(a.id, a.attention) || a.id - b.id);
    }
    const result = paged(all, page, size);
    return { ...result, list: result.list.map((item) => professorOf(current, item, uid)) };
  });

  router.get(NewsCalls.professorDetail.path, (request): Professor =>
    professorOf(world(), requireExpert(request.params), uidOf(request)),
  );

  router.get(NewsCalls.professorTips.path, (request): ListPage<WireTip> => {
    const { params } = request;
    const expert = requireExpert(params);
    const isHistory = flagParam(params, 'isHistory', 0) === 1;
    const current = world();
    const result = tipsByExpert(current, expert.id, {
      isHistory,
      page: pageOf(params),
      size: sizeOf(params, LIST_PAGE_SIZE),
    });
    return {
      list: result.list.map((tip) => tipOf(current, tip, uidOf(request))),
      isLastPage: result.isLastPage,
      pageSize: result.pageSize,
      pageNum: result.pageNum,
      total: result.total,
    };
  });

  router.post(
    NewsCalls.attention.path,
    (request): AttentionResult => {
      const session = requireSession(request);
      const expert = requireExpert(request.params);
      const follow = flagParam(request.params, 'isAttention') === 1;
      const mine = setOf(follows, session.uid);
      // Idempotent: following twice counts once.
      if (follow && !mine.has(expert.id)) {
        mine.add(expert.id);
        addedFollowers.set(expert.id, (addedFollowers.get(expert.id) ?? 0) + 1);
      } else if (!follow && mine.has(expert.id)) {
        mine.delete(expert.id);
        addedFollowers.set(expert.id, (addedFollowers.get(expert.id) ?? 0) - 1);
      }
      return {
        professorId: expert.id,
        isAttention: follow ? 1 : 0,
        attention: followerCount(expert.id, expert.attention),
      };
    },
    { auth: 'required' },
  );

  // ------------------------------------------------------------------------------- tips

  router.get(NewsCalls.messageFeed.path, (request): ListPage<WireTip> => {
    const { params } = request;
    const page = pageOf(params);
    const size = sizeOf(params, CALL_DEFAULT_SIZE);
    const sportsType = integerParam('sportsType', optionalNumber(params, 'sportsType'), 0, 34) ?? 0;
    const matchIds = idListParam(params, 'sportsIds', '比赛');
    const returnOnly = flagParam(params, 'blackReturnGold', 0) === 1;
    const source = integerParam('sportsSource', optionalNumber(params, 'sportsSource'), 0, 2) ?? SportsSource.All;
    const current = world();
    const tips = [...current.tips.values()]
      .filter((tip) => tip.result === 'waiting')
      .filter((tip) => sportsType === 0 || tip.sportsType === sportsType)
      .filter((tip) => !matchIds || tip.messageMatchList.some((leg) => matchIds.includes(leg.matchId)))
      .filter((tip) => !returnOnly || tip.openBackGold === 1)
      .filter((tip) => source === SportsSource.All || tip.isTripartite === (source === SportsSource.Tripartite ? 1 : 0))
      .sort((a, b) => b.publishTime - a.publishTime || b.id - a.id);
    const result = paged(tips, page, size);
    const uid = uidOf(request);
    return { ...result, list: result.list.map((tip) => tipOf(current, tip, uid)) };
  });

  router.get(NewsCalls.tipDetail.path, (request): TipDetail => {
    const tip = requireTip(request.params, 'id');
    const current = world();
    const matches = tip.messageMatchList
      .map((leg) => findMatch(current, leg.matchId))
      .filter((match) => match !== undefined)
      .map((match) => matchSummary(matchView(current, match), { withAnchors: false }));
    return { ...tipOf(current, tip, uidOf(request)), matches };
  });

  router.get(NewsCalls.ongoingMatches.path, (): OngoingMatch[] => {
    const current = world();
    const items: OngoingMatch[] = [];
    for (const [matchId, tipIds] of current.tipsByMatch) {
      const onSale = tipIds.filter((id) => current.tips.get(id)?.result === 'waiting').length;
      if (onSale === 0 || !isInPlay(current, matchId)) continue;
      const match = findMatch(current, matchId)!;
      items.push({ match: matchSummary(matchView(current, match), { withAnchors: false }), tipCount: onSale });
    }
    return items.sort((a, b) => a.match.matchDate - b.match.matchDate || a.match.id - b.match.id);
  });

  router.post(
    NewsCalls.buy.path,
    (request): BuyResult => {
      const session = requireSession(request);
      const key = optionalString(request.params, 'idempotencyKey');
      if (!key || !/^[A-Za-z0-9_-]{8,64}$/.test(key))
        throw badParams('idempotencyKey 应为 8 到 64 个字母、数字、_ 或 -');
      const messageId = requireId(request.params, 'messageId');
      const keptKey = `${session.uid}\0${key}`;
      const kept = answers.get(keptKey);
      if (kept) {
        if (kept.messageId !== messageId) throw new ApiError(NewsCode.KeyReused, '该请求编号已用于其他爆料');
        if ('error' in kept) throw kept.error;
        return kept.data;
      }
      try {
        const data = buy(session, messageId);
        answers.set(keptKey, { messageId, data });
        return data;
      } catch (error) {
        // Business answers are kept too (a replay must not charge what the first refused);
        // a parameter error is not an answer about this intent.
        if (error instanceof ApiError && error.code !== DevServerCode.BadParams) {
          answers.set(keptKey, { messageId, error });
        }
        throw error;
      }
    },
    { auth: 'required' },
  );

  function buy(session: SessionRef, messageId: number): BuyResult {
    const current = world();
    const tip = current.tips.get(messageId);
    if (!tip) throw noSuch('爆料', messageId);
    const mine = purchasesOf(session.uid);
    if (mine.has(tip.id)) throw new ApiError(NewsCode.AlreadyBought, '您已购买过该爆料，无需重复支付');
    if (tip.goldPrice === 0) throw new ApiError(NewsCode.NotForSale, '免费爆料无需购买');
    if (tip.result !== 'waiting') throw new ApiError(NewsCode.NotForSale, '该爆料已结算，停止销售');
    const account = gold.of(session);
    if (account.balance < tip.goldPrice) {
      throw new ApiError(
        NewsCode.InsufficientGold,
        `金币不足：需要 ${tip.goldPrice} 金币，当前余额 ${account.balance}`,
      );
    }
    account.balance -= tip.goldPrice;
    const payTime = server.now();
    mine.set(tip.id, { payTime, price: tip.goldPrice, refunded: false });
    return {
      messageId: tip.id,
      isBuy: 1,
      payTime,
      balance: account.balance,
      message: tipOf(current, tip, session.uid),
    };
  }

  router.post(
    NewsCalls.myOrders.path,
    (request): ListPage<WireTip> => {
      const session = requireSession(request);
      const current = world();
      // Newest purchase first.
      const bought = [...purchasesOf(session.uid).keys()]
        .reverse()
        .map((id) => current.tips.get(id))
        .filter((tip): tip is TipMessage => tip !== undefined);
      const result = paged(bought, pageOf(request.params), sizeOf(request.params, LIST_PAGE_SIZE));
      return { ...result, list: result.list.map((tip) => tipOf(current, tip, session.uid)) };
    },
    { auth: 'required' },
  );

  // ------------------------------------------------------------------------------- comments

  const commentPage = (comments: readonly TipComment[], params: ParamObject, uid: string | null): CommentPage => {
    const result = paged(comments, pageOf(params), sizeOf(params, LIST_PAGE_SIZE));
    return { ...result, list: result.list.map((comment) => commentOf(comment, uid)) };
  };

  router.post(NewsCalls.commentList.path, (request): CommentPage => {
    const tip = requireTip(request.params, 'messageId');
    const all = tipCommentList(world(), tip.id, { page: 1, size: Number.MAX_SAFE_INTEGER }).list;
    return commentPage(all, request.params, uidOf(request));
  });

  router.post(
    NewsCalls.myComments.path,
    (request): CommentPage => {
      const session = requireSession(request);
      const tip = requireTip(request.params, 'messageId');
      const ids = ownComments.get(`${session.uid}:${tip.id}`) ?? [];
      const all = tipCommentList(world(), tip.id, { page: 1, size: Number.MAX_SAFE_INTEGER }).list;
      // Newest first, as the tip's list.
      const mine = all.filter((comment) => ids.includes(comment.id));
      return commentPage(mine, request.params, session.uid);
    },
    { auth: 'required' },
  );

  router.post(
    NewsCalls.commentPublish.path,
    (request): WireComment => {
      const session = requireSession(request);
      const { params } = request;
      const tip = requireTip(params, 'messageId');
      const content = (optionalString(params, 'content') ?? '').trim();
      if (content === '' || Array.from(content).length > MAX_COMMENT_CHARS) {
        throw badParams(`content 应为 1 到 ${MAX_COMMENT_CHARS} 个字符`);
      }
      const photos = (optionalString(params, 'photos') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (photos.length > MAX_PHOTOS || photos.some((photo) => parseFileId(photo) === null)) {
        throw badParams(`photos 应为最多 ${MAX_PHOTOS} 个以逗号分隔的文件 id`);
      }
      const parentId = integerParam('parentId', optionalNumber(params, 'parentId'), 1);
      const rule = commentRuleOf(session);
      if (!rule.isAvailable) {
        const reason = rule.isBan
          ? rule.banText
          : !rule.rechargeLimitRule.rechargeLimitIsAccord
            ? rule.rechargeLimitRule.rechargeLimitText
            : rule.vipLimitText;
        throw new ApiError(NewsCode.CommentForbidden, reason);
      }
      const added = addTipComment(world(), tip.id, {
        userId: 0,
        nickName: session.username,
        // A file id, as every comment's headUrl (the session's is a path).
        headUrl: decodeURIComponent(avatarPathOf(session.uid, session.username).slice(FILE_PATH_PREFIX.length)),
        content,
        photos: photos.join(','),
        parentId: parentId ?? null,
      });
      if (!added) throw noSuch('评论', parentId ?? 0);
      authors.set(added.id, session.uid);
      if (added.parentId === null) {
        const key = `${session.uid}:${tip.id}`;
        ownComments.set(key, [...(ownComments.get(key) ?? []), added.id]);
      }
      return commentOf(added, session.uid);
    },
    { auth: 'required' },
  );

  router.post(
    NewsCalls.commentLike.path,
    (request): CommentLike => {
      const session = requireSession(request);
      const commentId = requireId(request.params, 'commentId');
      const liked = flagParam(request.params, 'isLiked', 1) === 1;
      const comment = findComment(commentId);
      if (!comment) throw noSuch('评论', commentId);
      const mine = setOf(likes, session.uid);
      // Idempotent: a second like (or take-back) changes nothing.
      if (liked && !mine.has(commentId)) {
        mine.add(commentId);
        comment.likeCount += 1;
      } else if (!liked && mine.has(commentId)) {
        mine.delete(commentId);
        comment.likeCount = Math.max(0, comment.likeCount - 1);
      }
      return { commentId, likeCount: comment.likeCount, isLiked: liked };
    },
    { auth: 'required' },
  );

  router.post(NewsCalls.reportCategories.path, (): ReportCategory[] => REPORT_CATEGORIES.map((item) => ({ ...item })));

  router.post(
    NewsCalls.reportAdd.path,
    (request) => {
      const session = requireSession(request);
      const commentId = requireId(request.params, 'commentId');
      const cateId = requireId(request.params, 'cateId');
      if (!REPORT_CATEGORIES.some((item) => item.id === cateId)) throw badParams('cateId 不是举报分类');
      const content = optionalString(request.params, 'content') ?? '';
      if (Array.from(content).length > MAX_COMMENT_CHARS) throw badParams(`content 最多 ${MAX_COMMENT_CHARS} 个字符`);
      if (!findComment(commentId)) throw noSuch('评论', commentId);
      setOf(reports, session.uid).add(commentId);
      return null;
    },
    { auth: 'required' },
  );

  router.post(CommentRuleCalls.commentRule.path, (request): CommentRule => commentRuleOf(requireSession(request)), {
    auth: 'required',
  });

  // ------------------------------------------------------------------------------- lottery, titles

  router.post(NewsCalls.lotteryApprovalInfo.path, (request) => approvalOf(requireSession(request)), {
    auth: 'required',
  });

  router.post(
    NewsCalls.lotteryApprovalSubmit.path,
    (request): LotteryApproval => {
      const session = requireSession(request);
      const current = approvalOf(session);
      if (current.status === ApprovalStatus.Pending)
        throw new ApiError(NewsCode.ApprovalLocked, '资料审核中，请勿重复提交');
      if (current.status === ApprovalStatus.Approved)
        throw new ApiError(NewsCode.ApprovalLocked, '您已通过审核，无需再次提交');
      // The call carries no form: the spec names no field, so nothing is asked of the user and
      // nothing is validated (spec 5: no form validation messages). The account is reviewed.
      const submitted: LotteryApproval = {
        status: ApprovalStatus.Pending,
        realName: '',
        phone: '',
        address: '',
        submitTime: server.now(),
        reviewTime: null,
        remark: '',
        wins: [],
      };
      approvals.set(session.uid, submitted);
      return { ...submitted };
    },
    { auth: 'required' },
  );
};
