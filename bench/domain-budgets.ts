/**
 * The budgets that hold each domain's pages: a domain's page chunk and what its
 * pages cost at run time. Adding a domain adds its line here, with a budget of bench/budgets.json
 * a scenario measures — the recipe's conformance test (tests/unit/app/domain-recipe.test.ts)
 * fails for a domain with routes and no line.
 */
import type { Budgets } from './lib/metrics';

export const DOMAIN_BUDGETS: Readonly<Record<string, readonly (keyof Budgets)[]>> = {
  // The anchor home is the first screen, and the player's code stays off it.
  anchors: ['embeddedFirstScreenKb', 'playerCodeOnAnchorKb'],
  // The live room's first frame and its memory, the mini-player.
  'live-room': [
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
    // 竞猜: the card's chunk, the vote and the split under a room's crowd.
    'predictionsChunkKb',
    'predictionVoteP99Ms',
    'predictionSplitP99Ms',
  ],
  news: ['newsPageChunkKb', 'newsFeedScrollLongTaskMs'],
  ranking: ['rankingChunkKb', 'rankingLongTaskMs'],
  football: ['footballPageChunkKb', 'footballLiveLongTaskCpuMs'],
  nba: ['nbaChunkKb', 'nbaLiveLongTaskMs'],
  // The shared match layer has no page of its own; its match centre rides on the others'.
  match: ['centreRowsLongTaskCpuMs', 'centreRoomLongTaskMs', 'centreRoomHeapGrowthPct'],
};
