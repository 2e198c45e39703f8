/**
 * Links between the news pages (their patterns are in news-routes.ts). Pages build links with
 * these helpers.
 */
import { isGateOpen, type PlatformVersion } from '../../platform/config/version-gates';
import { pathOf } from '../../platform/domain/domain-links';
import { newsRoutes } from './news-routes';

/**
 * Where a tip opens: the program detail on the web and in apps from 4.3.2 (the `newProgramDetail`
 * version gate), else the older tip detail.
 */
export function tipPath(tipId: number, where: PlatformVersion): string {
  return isGateOpen('newProgramDetail', where) ? newsPaths.programDetail(tipId) : newsPaths.detail(tipId);
}

export const newsPaths = {
  home: () => newsRoutes.home,
  expert: (expertId: number) => pathOf(newsRoutes.expert, { id: expertId }),
  detail: (tipId: number) => pathOf(newsRoutes.detail, { id: tipId }),
  programDetail: (tipId: number) => pathOf(newsRoutes.programDetail, { id: tipId }),
  allExperts: () => newsRoutes.allExperts,
  myOrders: () => newsRoutes.myOrders,
  myRecord: () => newsRoutes.myRecord,
  matchSelect: () => newsRoutes.matchSelect,
  lotteryApproval: () => newsRoutes.lotteryApproval,
} as const;
