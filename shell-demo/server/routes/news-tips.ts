/**
 * The tips themselves: the feed of tips on sale (by sport, by match, 不中退 only, by source) with
 * the sport types that have tips on sale at all (`sportsTypeList`, for the feed's switch), a
 * tip's details with its matches, and the matches being played that have tips on sale.
 */
import {
  CALL_DEFAULT_SIZE,
  NewsCalls,
  SportsSource,
  type OngoingMatch,
  type TipDetail,
  type TipFeedPage,
} from '../../../src/contracts/news';
import { MAX_SPORT_TYPE } from '../../../src/contracts/sports';
import { flagParam, idListParam, integerParam, optionalNumber, pageParam } from '../params';
import { findMatch, matchView } from '../world/queries/matches';
import { paginate } from '../world/queries/paginate';
import { isBasketballLive, isFootballLive } from '../world/status';
import type { World } from '../world/types';
import { matchSummary } from './anchors-view';
import { requireTip, sizeParam, uidOf } from './news-params';
import type { NewsRoom } from './news-state';
import { tipWire } from './news-view';

const isInPlay = (world: World, matchId: number): boolean => {
  const match = findMatch(world, matchId);
  if (!match) return false;
  return match.sport === 'football' ? isFootballLive(match.statusId) : isBasketballLive(match.statusId);
};

export const registerTipCalls: NewsRoom = (router, server, state) => {
  const world = () => server.world();

  router.get(NewsCalls.messageFeed.path, (request): TipFeedPage => {
    const { params } = request;
    const page = pageParam(params);
    const size = sizeParam(params, CALL_DEFAULT_SIZE);
    const sportsType = integerParam('sportsType', optionalNumber(params, 'sportsType'), 0, MAX_SPORT_TYPE) ?? 0;
    const matchIds = idListParam(params, 'sportsIds', '比赛');
    const returnOnly = flagParam(params, 'blackReturnGold', 0) === 1;
    const source = integerParam('sportsSource', optionalNumber(params, 'sportsSource'), 0, 2) ?? SportsSource.All;
    const current = world();
    const onSale = [...current.tips.values()].filter((tip) => tip.result === 'waiting');
    const sportsTypeList = [...new Set(onSale.map((tip) => tip.sportsType))].sort((a, b) => a - b);
    const tips = onSale
      .filter((tip) => sportsType === 0 || tip.sportsType === sportsType)
      .filter((tip) => !matchIds || tip.messageMatchList.some((leg) => matchIds.includes(leg.matchId)))
      .filter((tip) => !returnOnly || tip.openBackGold === 1)
      .filter((tip) => source === SportsSource.All || tip.isTripartite === (source === SportsSource.Tripartite ? 1 : 0))
      .sort((a, b) => b.publishTime - a.publishTime || b.id - a.id);
    const result = paginate(tips, page, size);
    const uid = uidOf(request);
    return { ...result, list: result.list.map((tip) => tipWire(state, current, tip, uid)), sportsTypeList };
  });

  router.get(NewsCalls.tipDetail.path, (request): TipDetail => {
    const current = world();
    const tip = requireTip(current, request.params, 'id');
    const matches = tip.messageMatchList
      .map((leg) => findMatch(current, leg.matchId))
      .filter((match) => match !== undefined)
      .map((match) => matchSummary(matchView(current, match), { withAnchors: false }));
    return { ...tipWire(state, current, tip, uidOf(request)), matches };
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
};
