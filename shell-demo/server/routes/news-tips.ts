/**
 * The tips themselves: the feed of tips on sale (by sport, by match, 不中退 only, by source) with
 * the sport types that have tips on sale at all (`sportsTypeList`, for the feed's switch), a
 * tip's details with its matches, and the matches being played that have tips on sale.
 */
import { SportsSource, type OngoingMatch } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { findMatch, matchView } from '../world/queries/matches';
import { paginate } from '../world/queries/paginate';
import { isBasketballLive, isFootballLive } from '../world/status';
import type { World } from '../world/types';
import { matchSummary } from './anchors-view';
import { requireTip, uidOf } from './news-params';
import type { NewsRoom } from './news-state';
import { tipWire } from './news-view';

const isInPlay = (world: World, matchId: number): boolean => {
  const match = findMatch(world, matchId);
  if (!match) return false;
  return match.sport === 'football' ? isFootballLive(match.statusId) : isBasketballLive(match.statusId);
};

export const registerTipCalls: NewsRoom = (router, server, state) => {
  const world = () => server.world();

  router.handle(NewsCalls.messageFeed, (request, params) => {
    const { page, size, sportsType, sportsIds: matchIds, sportsSource: source } = params;
    const returnOnly = params.blackReturnGold === 1;
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

  router.handle(NewsCalls.tipDetail, (request, { id }) => {
    const current = world();
    const tip = requireTip(current, id);
    const matches = tip.messageMatchList
      .map((leg) => findMatch(current, leg.matchId))
      .filter((match) => match !== undefined)
      .map((match) => matchSummary(matchView(current, match), { withAnchors: false }));
    return { ...tipWire(state, current, tip, uidOf(request)), matches };
  });

  router.handle(NewsCalls.ongoingMatches, () => {
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
