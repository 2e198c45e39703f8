/**
 * The experts of the tips calls: the expert lists (popular by followers, the user's follows,
 * the world's other sorts), an expert's details and tips, and following (`attention`).
 */
import { ExpertSort } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { requireSession } from '../router';
import { paginate } from '../world/queries/paginate';
import { expertDetail, expertList, tipsByExpert, type ExpertSummary } from '../world/queries/news';
import { requireExpert, uidOf } from './news-params';
import type { NewsRoom } from './news-state';
import { professorWire, tipWire } from './news-view';

export const registerExpertCalls: NewsRoom = (router, server, state) => {
  const world = () => server.world();

  router.handle(NewsCalls.professorList, (request, { page, size, sortType }) => {
    const current = world();
    const uid = uidOf(request);
    let experts: ExpertSummary[];
    if (sortType === ExpertSort.MyAttentions) {
      const ids = state.followedBy(requireSession(request).uid);
      experts = ids.map((id) => expertDetail(current, id)).filter((item): item is ExpertSummary => !!item);
    } else {
      experts = expertList(current, {
        page: 1,
        size: Number.MAX_SAFE_INTEGER,
        sortType: sortType === 0 ? 4 : sortType,
      }).list;
      // Popular: the world sorts by its own follower count; ours adds the users' follows.
      if (sortType === ExpertSort.Popular) {
        const followers = (expert: ExpertSummary) => state.followerCount(expert.id, expert.attention);
        experts.sort((a, b) => followers(b) - followers(a) || a.id - b.id);
      }
    }
    const result = paginate(experts, page, size);
    return { ...result, list: result.list.map((item) => professorWire(state, current, item, uid)) };
  });

  router.handle(NewsCalls.professorDetail, (request, { professorId }) =>
    professorWire(state, world(), requireExpert(world(), professorId), uidOf(request)),
  );

  router.handle(NewsCalls.professorTips, (request, { professorId, isHistory, page, size }) => {
    const current = world();
    const expert = requireExpert(current, professorId);
    const result = tipsByExpert(current, expert.id, { isHistory: isHistory === 1, page, size });
    return { ...result, list: result.list.map((tip) => tipWire(state, current, tip, uidOf(request))) };
  });

  router.handle(NewsCalls.attention, (request, { professorId, isAttention }) => {
    const session = requireSession(request);
    const expert = requireExpert(world(), professorId);
    const follow = isAttention === 1;
    state.setFollowing(session.uid, expert.id, follow);
    return {
      professorId: expert.id,
      isAttention: follow ? 1 : 0,
      attention: state.followerCount(expert.id, expert.attention),
    };
  });
};
