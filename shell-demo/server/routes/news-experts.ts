/**
 * The experts of the tips calls: the expert lists (popular by followers, the user's follows,
 * the world's other sorts), an expert's details and tips, and following (`attention`).
 */
import {
  CALL_DEFAULT_SIZE,
  ExpertSort,
  LIST_PAGE_SIZE,
  NewsCalls,
  type AttentionResult,
  type ListPage,
  type Professor,
  type TipMessage as WireTip,
} from '../../../src/contracts/news';
import { flagParam, integerParam, optionalNumber, pageParam } from '../params';
import { requireSession } from '../router';
import { paginate } from '../world/queries/paginate';
import { expertDetail, expertList, tipsByExpert, type ExpertSummary } from '../world/queries/news';
import { requireExpert, sizeParam, uidOf } from './news-params';
import type { NewsRoom } from './news-state';
import { professorWire, tipWire } from './news-view';

export const registerExpertCalls: NewsRoom = (router, server, state) => {
  const world = () => server.world();

  router.get(NewsCalls.professorList.path, (request): ListPage<Professor> => {
    const { params } = request;
    const page = pageParam(params);
    const size = sizeParam(params, CALL_DEFAULT_SIZE);
    const sortType = integerParam('sortType', optionalNumber(params, 'sortType'), 0, 4) ?? ExpertSort.Popular;
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

  router.get(NewsCalls.professorDetail.path, (request): Professor =>
    professorWire(state, world(), requireExpert(world(), request.params), uidOf(request)),
  );

  router.get(NewsCalls.professorTips.path, (request): ListPage<WireTip> => {
    const { params } = request;
    const current = world();
    const expert = requireExpert(current, params);
    const isHistory = flagParam(params, 'isHistory', 0) === 1;
    const result = tipsByExpert(current, expert.id, {
      isHistory,
      page: pageParam(params),
      size: sizeParam(params, LIST_PAGE_SIZE),
    });
    return { ...result, list: result.list.map((tip) => tipWire(state, current, tip, uidOf(request))) };
  });

  router.post(
    NewsCalls.attention.path,
    (request): AttentionResult => {
      const session = requireSession(request);
      const expert = requireExpert(world(), request.params);
      const follow = flagParam(request.params, 'isAttention') === 1;
      state.setFollowing(session.uid, expert.id, follow);
      return {
        professorId: expert.id,
        isAttention: follow ? 1 : 0,
        attention: state.followerCount(expert.id, expert.attention),
      };
    },
    { auth: 'required' },
  );
};
