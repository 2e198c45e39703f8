/**
 * What a portal's backend must serve, by feature: the calls and push messages each feature of the
 * app needs, what a fan sees when the backend lacks them, and the order a backend team would build
 * them in. The spec's features come first; ours (calls the spec never named) after. The contract
 * documents (scripts/contracts.ts: OpenAPI, AsyncAPI, docs/backend.md) are written from it, so a
 * call declared here is one of the calls there. Read by the tools only, never by the app.
 */
import { AnchorCalls } from './anchors';
import { AnchorMomentCalls } from './anchors-moments';
import { AnchorsPush } from './anchors-push';
import { AnchorRankCalls } from './anchors-rank';
import { AnchorRoomCalls } from './anchors-room';
import { CommentRuleCalls } from './comment-rule';
import { EuroCalls, FifaCalls, FootballCalls } from './football-calls';
import { GoldAccountCalls, GoldMallCalls } from './gold-mall';
import type { Call } from './http';
import { MatchAlertCalls, MatchAlertsPush } from './match-alerts';
import { MatchCentreCalls } from './match-centre';
import { MatchCentrePush } from './match-centre-push';
import { MatchPush } from './match-push';
import { MatchTrackerCalls } from './match-tracker';
import { MatchTrackerPush } from './match-tracker-push';
import { NbaCalls } from './nba';
import { NewsCalls } from './news-calls';
import { NewsPush } from './news-push';
import { PredictionCalls } from './predictions';
import { PredictionsPush } from './predictions-push';
import type { PushMessageType } from './push';
import { PushCalls } from './push-protocol';
import { RankingCalls } from './ranking-calls';
import { RoomCrowdCalls } from './room-crowd';
import { RoomCrowdPush } from './room-crowd-push';
import { SystemCalls } from './system';
import { UserTitleCalls } from './user-titles';

/** A push message as the documents read it (its key is the server's business). */
export type DeclaredPushMessage = Omit<PushMessageType<unknown>, 'key'>;

export interface BackendFeature {
  /** A tag of the documents: short, stable. */
  readonly id: string;
  readonly title: string;
  /** The spec's calls (`spec`), or calls the spec never named (`extension`: ours). */
  readonly source: 'spec' | 'extension';
  readonly calls: readonly Call[];
  readonly messages: readonly DeclaredPushMessage[];
  /** What the fan sees when the backend lacks these calls and messages. */
  readonly without: string;
  /** Why it comes where it does in the order of building. */
  readonly why: string;
}

const { subscribe, unsubscribe, subscribeInfo, specialRoomIds, anchorList, hostList } = AnchorCalls;
const spec = 'spec' as const;
const extension = 'extension' as const;

/** In the order a backend team would build them: each one turns on what the fan sees next. */
export const BACKEND_FEATURES: readonly BackendFeature[] = [
  {
    id: 'start-up',
    title: 'Start-up: domains, common config, banners, game icons',
    source: spec,
    calls: Object.values(SystemCalls),
    messages: [],
    without:
      'Without the domain list nothing loads (the app has no API or push address); without the common config the app falls back to the stored or default game and sport path; without images and game icons the banners and icons are missing.',
    why: 'Every other call goes to the domain list’s API domain, and the push socket to its push address.',
  },
  {
    id: 'anchors',
    title: '主播: the anchor home, streamers, moments, weekly ranking, follows',
    source: spec,
    calls: [
      anchorList,
      hostList,
      ...Object.values(AnchorMomentCalls),
      ...Object.values(AnchorRankCalls),
      subscribe,
      unsubscribe,
      subscribeInfo,
      specialRoomIds,
    ],
    messages: [AnchorsPush.hostLive],
    without:
      'The first screen (the anchor home) shows its error state with 重试; without the follows a logged-in fan cannot follow a streamer or book a match, and private-group rooms stay hidden.',
    why: 'The first screen of the app.',
  },
  {
    id: 'live-room',
    title: '直播间: the streamer’s match, schedule and crests',
    source: spec,
    calls: Object.values(AnchorRoomCalls),
    messages: [MatchPush.status, MatchPush.score, MatchPush.clock, MatchPush.goal],
    without:
      'A live room shows its error state; without the match messages its score does not move until the page is read again.',
    why: 'Where a tap on a streamer goes; the match messages also move every score on screen.',
  },
  {
    id: 'push',
    title: 'Push: the socket and the snapshot that repairs a gap',
    source: extension,
    calls: Object.values(PushCalls),
    messages: [],
    without:
      'Without the socket scores, live streamers and settled tips change only when a page is read again; without the snapshot call a missed message is repaired only by that.',
    why: 'The spec names the socket (asyncapi.json) but no call to repair a gap after a reconnect: ours, needed as soon as the socket carries values.',
  },
  {
    id: 'football',
    title: '足球: leagues, cups, the World Cup and the Euro, teams and players',
    source: spec,
    calls: [
      FootballCalls.matchDate,
      FootballCalls.matchList,
      FootballCalls.ranking,
      FootballCalls.playerRanking,
      FootballCalls.homeAway,
      FootballCalls.teamLineUp,
      FootballCalls.teamSeasonList,
      FootballCalls.teamSeasonMatch,
      FootballCalls.teamBestPlayers,
      FootballCalls.teamMatches,
      FootballCalls.teamLeaders,
      FootballCalls.playerBasic,
      FootballCalls.playerSeasonStat,
      ...Object.values(FifaCalls),
      ...Object.values(EuroCalls),
    ],
    messages: [],
    without: 'The football pages show their error states with 重试.',
    why: 'The data pages a fan opens from the tab bar.',
  },
  {
    id: 'football-additions',
    title: '足球: the calls the spec does not name',
    source: extension,
    calls: [FootballCalls.competitions, FootballCalls.stages, FootballCalls.list, FootballCalls.teamStats],
    messages: [],
    without:
      'Without competitions the football pages cannot list the competitions and their current seasons; without stages and list the cups show no schedule; without team-stats the 球队榜 tab stays on its error state.',
    why: 'The football pages need them with the spec’s calls: the spec names the tabs, not these calls.',
  },
  {
    id: 'nba',
    title: 'NBA: schedule, standings, teams and players',
    source: spec,
    calls: Object.values(NbaCalls),
    messages: [],
    without: 'The basketball pages show their error states with 重试.',
    why: 'The other data pages of the tab bar.',
  },
  {
    id: 'tips',
    title: '爆料: experts, tips on sale, buying with gold',
    source: spec,
    calls: [
      NewsCalls.professorList,
      NewsCalls.messageFeed,
      NewsCalls.myOrders,
      NewsCalls.professorDetail,
      NewsCalls.professorTips,
      NewsCalls.tipDetail,
      NewsCalls.buy,
      NewsCalls.ongoingMatches,
      NewsCalls.attention,
      ...Object.values(GoldAccountCalls),
    ],
    messages: [NewsPush.tipSettled],
    without:
      'The tips pages show their error states. With the spec’s calls but without the feed answer’s `sportsTypeList` (ours), the feed offers only 足球 and 篮球.',
    why: 'The paid part of the app: gold spent once per purchase (idempotency key).',
  },
  {
    id: 'tip-comments',
    title: '爆料 comments, the comment rule and reports',
    source: spec,
    calls: [
      NewsCalls.commentPublish,
      NewsCalls.commentList,
      NewsCalls.myComments,
      NewsCalls.commentLike,
      NewsCalls.reportCategories,
      NewsCalls.reportAdd,
      ...Object.values(CommentRuleCalls),
      ...Object.values(UserTitleCalls),
    ],
    messages: [],
    without: 'A tip shows no comments and no input.',
    why: 'Under every tip; the comment rule also gates the live room’s chat.',
  },
  {
    id: 'ranking',
    title: '排行: profit ranking, bettors’ tickets, 跟单',
    source: spec,
    calls: [...Object.values(RankingCalls), ...Object.values(UserTitleCalls)],
    messages: [],
    without: 'The ranking pages show their error states with 重试.',
    why: 'A page of its own, read by visitors; the votes and 跟单 need login.',
  },
  {
    id: 'prize-claim',
    title: '中奖领取: the winner’s claim of their prizes',
    source: spec,
    calls: [NewsCalls.lotteryApprovalInfo, NewsCalls.lotteryApprovalSubmit],
    messages: [],
    without:
      'The approval page shows its error state. With the spec’s calls but without the answer’s `wins` (ours: the prizes won in live rooms), a winner sees no prize to claim and no claim form.',
    why: 'Where a red envelope’s winner goes: build it with or before the red envelope.',
  },
  {
    id: 'gold-mall',
    title: '金币商城: the mall’s goods and their exchange',
    source: extension,
    calls: Object.values(GoldMallCalls),
    messages: [],
    without:
      'The gold page shows the balance and today’s limit, and says the mall is elsewhere (no goods, no exchange).',
    why: 'The spec says a gold-coin mall exists, not how: optional.',
  },
  {
    id: 'match-centre',
    title: '比赛中心: a match’s events, momentum, ratings and line-ups',
    source: extension,
    calls: Object.values(MatchCentreCalls),
    messages: [MatchCentrePush.event],
    without: 'A match shows its score and clock only: no events, momentum, ratings or line-ups.',
    why: 'Optional: the richest match page, needed by no other feature.',
  },
  {
    id: 'match-alerts',
    title: '比赛提醒: alerts of a followed match wherever the fan is',
    source: extension,
    calls: Object.values(MatchAlertCalls),
    messages: [MatchAlertsPush.alert],
    without:
      'A fan who books a match is told nothing of it (kick-off, goals, red cards, the final whistle); without the missed-alerts call alone, only the alerts missed while offline are lost.',
    why: 'Optional: read off the match’s events, on one light channel per match so fifty followed matches cost one socket.',
  },
  {
    id: 'tracker',
    title: '动画直播: the animated pitch or court',
    source: extension,
    calls: Object.values(MatchTrackerCalls),
    messages: [MatchTrackerPush.state],
    without: 'A room and a match show no 动画 tab.',
    why: 'Optional: drawn from the match’s events.',
  },
  {
    id: 'room-crowd',
    title: '聊天 and 弹幕: the live room’s crowd',
    source: extension,
    calls: [RoomCrowdCalls.history, RoomCrowdCalls.send],
    messages: [RoomCrowdPush.line],
    without: 'A live room has no chat and no 弹幕 (reports of a line use the spec’s report call).',
    why: 'Optional: moderated where the backend is (rule gate, length, slow mode, flood limit).',
  },
  {
    id: 'red-envelope',
    title: '红包: the live room’s red envelope',
    source: extension,
    calls: [RoomCrowdCalls.lotteryInfo, RoomCrowdCalls.lotteryEnter],
    messages: [RoomCrowdPush.line],
    without: 'A live room has no 红包 (its open and draw lines travel as crowd lines).',
    why: 'Optional, after the crowd: announced on its lines; its winners claim on the approval page.',
  },
  {
    id: 'predictions',
    title: '竞猜: predictions in a live room, with 积分',
    source: extension,
    calls: Object.values(PredictionCalls),
    messages: [PredictionsPush.prediction, PredictionsPush.split],
    without: 'A live room has no 竞猜 and a fan no record.',
    why: 'Optional: points move once per vote, locked at the fan’s picture.',
  },
];
