/**
 * The football live-burst harness (bench/scenarios/football.ts): the football domain's own
 * schedule list (ScheduleList: the match layer's MatchRow per match, streamers, video picks) for a
 * day of `count` matches, fed by the app's real push connection and the match layer's push
 * handlers — what /five-leagues renders, without the page around it.
 * Query: ?push=<ws url>&first=<first match id>&count=<matches>[&centre=1].
 * centre=1 (bench/scenarios/centre-rows.ts): every match's centre starts ready and empty (the
 * harness has no API for the snapshot call), so the rows' sparklines and last events come from
 * the pushed `match.event` messages alone.
 */
import { createRoot } from 'react-dom/client';
import type { FootballMatch } from '../../src/contracts/football';
import { ScheduleList } from '../../src/domains/football/components/schedule-list';
import { useMatchCentreStore } from '../../src/domains/match/store/match-centre-store';
import { registerMatchPushHandlers } from '../../src/domains/match/store/match-push-handlers';
import { NavigationContext, type NavigationPort } from '../../src/platform/bridge/navigation-context';
import { openPushConnection } from '../../src/platform/socket/push-connection';
import { useSocketStore } from '../../src/platform/socket/socket-store';
import themeStyles from '../../src/ui/tokens/theme.module.css';
import { FOOTBALL_BENCH_GLOBAL, type FootballBenchApi } from './harness-api';

const query = new URLSearchParams(location.search);
const firstId = Number(query.get('first') ?? 1);
const count = Number(query.get('count') ?? 60);

const team = (id: number, name: string) => ({ id, nameZh: name, shortNameZh: name, logoFileId: '' });
const matches: FootballMatch[] = Array.from({ length: count }, (_, index) => ({
  id: firstId + index,
  sport: 'football',
  competitionName: '英超',
  stageName: '联赛',
  stageId: 1,
  matchDate: Date.now() - 3_600_000,
  statusId: 2,
  homeId: 1000 + index * 2,
  awayId: 1001 + index * 2,
  homeScore: 0,
  awayScore: 0,
  home: team(1000 + index * 2, `主队${index + 1}`),
  away: team(1001 + index * 2, `客队${index + 1}`),
  minute: 1,
  extraMinute: 0,
  period: 0,
  clockSeconds: 0,
  round: 20,
  groupName: null,
  tieId: null,
  tieOrder: null,
  leg: 1,
  homeHalfScore: 0,
  awayHalfScore: 0,
  homePenaltyScore: null,
  awayPenaltyScore: null,
  extraTime: false,
  // A streamer on every fourth match, live on every eighth: the rows' streamer chips and the video picks.
  ...(index % 4 === 0
    ? {
        anchorInfo: [
          {
            hostId: 300_001 + index,
            nickName: `主播${index + 1}`,
            pictureId: '',
            hostLiveStatus: index % 8 === 0 ? 1 : 0,
            watcherCount: 100,
            liveStatus: index % 8 === 0 ? 1 : 0,
            liveRoomId: 800_001 + index,
            liveUserGroupId: null,
            liveGroupUserType: null,
            matchSource: 164,
            isTop: 0,
          },
        ],
      }
    : {}),
}));

const navigation: NavigationPort = {
  go: () => 'done',
  login: () => 'done',
  href: (path) => path,
  back: () => undefined,
};

const bench: FootballBenchApi = {
  ready: false,
  mark: (name) => performance.mark(name),
  scoresOnScreen: () =>
    [...document.querySelectorAll('[aria-live]')].reduce((sum, element) => {
      const [home, away] = (element.textContent ?? '').split(':').map((part) => Number(part.trim()));
      return sum + (Number.isFinite(home) ? home! : 0) + (Number.isFinite(away) ? away! : 0);
    }, 0),
  sparklinesOnScreen: () => document.querySelectorAll('svg[role="img"]').length,
};
(window as unknown as Record<string, FootballBenchApi>)[FOOTBALL_BENCH_GLOBAL] = bench;

if (query.get('centre') === '1') {
  useMatchCentreStore.setState({
    availability: 'available',
    timelines: Object.fromEntries(
      matches.map((match) => [
        match.id,
        { status: 'ready', head: { sport: 'football', home: null, away: null }, items: [] },
      ]),
    ),
  });
}

registerMatchPushHandlers();
openPushConnection(query.get('push') ?? '');
useSocketStore.subscribe((state) => {
  bench.ready = state.subscribeList.length >= count && state.subscribeList.every((item) => item.isSubscribed);
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <div className={themeStyles.root}>
      <NavigationContext.Provider value={navigation}>
        <ScheduleList matches={matches} label="基准" caption={(match) => `第${match.round}轮`} />
      </NavigationContext.Provider>
    </div>,
  );
}
