/**
 * The live-update harness page (bench/scenarios/live-update.ts): the app's real PushClient
 * routes `match.score` messages (latest-value mode: coalesced per match, applied once per
 * animation frame) into a zustand store; one React row per match selects its own match by id.
 * Query: ?push=<ws url>&first=<first match id>&count=<matches>.
 */
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { create } from 'zustand';
import { type MatchLivePayload, MatchPush } from '../../src/contracts/match-push';
import { PushClient } from '../../src/platform/socket/push-client';
import { useSocketStore } from '../../src/platform/socket/socket-store';
import { LIVE_BENCH_GLOBAL, type LiveBenchApi } from './harness-api';

const query = new URLSearchParams(location.search);
const pushUrl = query.get('push') ?? '';
const firstId = Number(query.get('first') ?? 1);
const count = Number(query.get('count') ?? 500);
const ids = Array.from({ length: count }, (_, index) => firstId + index);

interface MatchesState {
  byId: Record<number, MatchLivePayload>;
  apply(values: readonly MatchLivePayload[]): void;
}

const kickOff = (matchId: number): MatchLivePayload => ({
  matchId,
  sport: 'football',
  statusId: 2,
  homeScore: 0,
  awayScore: 0,
  minute: 1,
  extraMinute: 0,
  period: 0,
  clockSeconds: 0,
  homePenaltyScore: null,
  awayPenaltyScore: null,
});

const useMatches = create<MatchesState>()((set) => ({
  byId: Object.fromEntries(ids.map((id) => [id, kickOff(id)])),
  apply: (values) =>
    set((state) => {
      const byId = { ...state.byId };
      for (const value of values) byId[value.matchId] = value;
      return { byId };
    }),
}));

const MatchRow = memo(function MatchRow({ id }: { id: number }) {
  const match = useMatches((state) => state.byId[id]);
  if (!match) return null;
  return (
    <li className="row" data-goals={match.homeScore + match.awayScore}>
      <span className="minute">{match.minute}&apos;</span>
      <span className="team">主队 {id}</span>
      <strong className="score">
        {match.homeScore} - {match.awayScore}
      </strong>
      <span className="team">客队 {id}</span>
    </li>
  );
});

function Board() {
  return (
    <ul className="board">
      {ids.map((id) => (
        <MatchRow key={id} id={id} />
      ))}
    </ul>
  );
}

// Long tasks and frames are recorded only between startMeasuring() and stopMeasuring().
let measuring = false;
let longTasks: number[] = [];
let frameIntervals: number[] = [];
let lastFrame = 0;
new PerformanceObserver((list) => {
  if (measuring) for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask' });
const onFrame = (now: number) => {
  if (measuring && lastFrame > 0) frameIntervals.push(now - lastFrame);
  lastFrame = now;
  requestAnimationFrame(onFrame);
};
requestAnimationFrame(onFrame);

const bench: LiveBenchApi = {
  ready: false,
  applied: 0,
  reports: 0,
  startMeasuring() {
    longTasks = [];
    frameIntervals = [];
    lastFrame = 0;
    measuring = true;
  },
  stopMeasuring() {
    measuring = false;
    return { longTasks, frameIntervals };
  },
  renderedGoals: () =>
    [...document.querySelectorAll<HTMLElement>('[data-goals]')].reduce(
      (sum, row) => sum + Number(row.dataset.goals),
      0,
    ),
};
(window as unknown as Record<string, LiveBenchApi>)[LIVE_BENCH_GLOBAL] = bench;

const client = new PushClient({
  report: () => {
    bench.reports += 1;
  },
  log: () => undefined,
  fetchSnapshot: () => Promise.reject(new Error('no snapshot call in the bench: a gap is a failure')),
});
client.registerHandler(MatchPush.score, {
  apply: (value) => {
    bench.applied += 1;
    useMatches.getState().apply([value]);
  },
  applyBatch: (items) => {
    bench.applied += items.length;
    useMatches.getState().apply(items.map((item) => item.value));
  },
});
useSocketStore.subscribe((state) => {
  bench.ready = state.subscribeList.length === count && state.subscribeList.every((item) => item.isSubscribed);
});
client.connect(pushUrl);
client.subscribe(ids.map((id) => MatchPush.channel(id)));

const container = document.getElementById('root');
if (container) createRoot(container).render(<Board />);
