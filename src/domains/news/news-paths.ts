/**
 * The news domain's routes (spec section 2, and sub-routes of /news where the spec names a
 * screen without a route) and typed href helpers. Pages build links with the helpers; the
 * descriptor gives the patterns to the app's route table.
 */
import { isGateOpen, type PlatformVersion } from '../../platform/config/version-gates';
import { pathOf } from '../../platform/domain/domain-links';

export const newsRoutes = {
  home: '/news',
  expert: '/news/user/:id',
  detail: '/news/detail/:id',
  allGods: '/news/all-gods',
  programDetail: '/program-detail/:id',
  /** Not in the spec's table: "my orders". */
  myOrders: '/news/my-orders',
  /** Not in the spec's table: the user's own ledger (我的战绩). */
  myRecord: '/news/my-record',
  /** Not in the spec's table: the ongoing-match selector. */
  matchSelect: '/news/match-select',
  /** Not in the spec's table: lottery approval info and submit. */
  lotteryApproval: '/news/lottery-approval',
} as const;

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
  allGods: () => newsRoutes.allGods,
  myOrders: () => newsRoutes.myOrders,
  myRecord: () => newsRoutes.myRecord,
  matchSelect: () => newsRoutes.matchSelect,
  lotteryApproval: () => newsRoutes.lotteryApproval,
} as const;
