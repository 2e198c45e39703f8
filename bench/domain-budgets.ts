/**
 * The budgets that hold each domain's pages (issue 22 §5): a domain's page chunk and what its
 * pages cost at run time. Adding a domain adds its line here, with a budget of bench/budgets.json
 * a scenario measures — the recipe's conformance test (tests/unit/app/domain-recipe.test.ts)
 * fails for a domain with routes and no line.
 */
import type { Budgets } from './lib/metrics';

export const DOMAIN_BUDGETS: Readonly<Record<string, readonly (keyof Budgets)[]>> = {
  // The anchor home is the first screen; the live room and the mini-player have their own.
  anchors: [
    'embeddedFirstScreenKb',
    'playerCodeOnAnchorKb',
    'roomFirstFrameMs',
    'roomHeapGrowthPct',
    'miniPlayerReturnMs',
    // The room's crowd: its chunk, a hot room, a long evening.
    'roomChatChunkKb',
    'crowdHotLongTaskCpuMs',
    'crowdHotFps',
    'crowdHotDomNodes',
    'crowdEveningHeapGrowthMb',
    'crowdEveningDomGrowth',
  ],
  news: ['newsPageChunkKb', 'newsFeedScrollLongTaskMs'],
  ranking: ['rankingChunkKb', 'rankingLongTaskMs'],
  football: ['footballPageChunkKb', 'footballLiveLongTaskCpuMs'],
  nba: ['nbaChunkKb', 'nbaLiveLongTaskMs'],
  // The shared match layer has no page of its own; its match centre rides on the others'.
  match: ['centreRowsLongTaskCpuMs', 'centreRoomLongTaskMs', 'centreRoomHeapGrowthPct'],
};
