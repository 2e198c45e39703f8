/**
 * 动画直播 on screen: the ▶动画 mark of a live schedule row (only with a backend that has the
 * tracker), its sheet, the 赛况 panel's 动画 section, and the view drawing the released state —
 * held back by the stream's delay in a room, a cancelled goal's VAR banner and never a goal.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MatchCentreSnapshot } from '@src/contracts/match-centre';
import type { TrackerSnapshot } from '@src/contracts/match-tracker';
import type { TrackerState } from '@src/contracts/match-tracker-push';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import { matchTrackerApi } from '@src/domains/match/api/match-tracker-api';
import MatchCentrePanel from '@src/domains/match/components/match-centre/match-centre-panel';
import TrackerView from '@src/domains/match/components/match-tracker/tracker-view';
import { useTrackerScene } from '@src/domains/match/components/match-tracker/use-tracker-scene';
import { MatchRow } from '@src/domains/match/components/match-row';
import { useTrackerStore } from '@src/domains/match/store/tracker-store';
import { HttpError } from '@src/platform/http/http-error';
import { setUpAppWorld } from '@tests/support/app-world';
import { matchSummary } from '@tests/support/match-fixtures';
import { trackerState } from '../../rules/match-tracker/tracker-states';
import { channelSubscribed } from '../../support/channel-subscribed';
import { inRoomAt } from '../../support/playhead-delay';

jest.mock('@src/domains/match/api/match-tracker-api', () => ({ matchTrackerApi: { snapshot: jest.fn() } }));
jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
// The real hook, counted: how often the view renders.
jest.mock('@src/domains/match/components/match-tracker/use-tracker-scene', () => {
  const actual = jest.requireActual('@src/domains/match/components/match-tracker/use-tracker-scene');
  return { useTrackerScene: jest.fn(actual.useTrackerScene) };
});
const sceneRenders = jest.mocked(useTrackerScene);
const trackerMock = jest.mocked(matchTrackerApi.snapshot);
const centreMock = jest.mocked(matchCentreApi.snapshot);

/** States of match 7 up to `now`, one a second; the newest `last`. */
function snapshotAt(now: number, last: Partial<TrackerState>[] = [], sport = 'football'): TrackerSnapshot {
  const states = [
    trackerState(1, { matchId: 7, at: now - 30_000, kind: 'safe', side: 'away', x: 70 }),
    ...last.map((fields, index) => trackerState(2 + index, { matchId: 7, ...fields })),
  ];
  return {
    matchId: 7,
    sport,
    states,
    shots: states.filter((state) => state.kind === 'shot'),
    nextSeq: states.length + 1,
  };
}

const team = { teamId: 1, formation: '4-4-2', players: [] };
const centre: MatchCentreSnapshot = {
  matchId: 7,
  sport: 'football',
  home: team,
  away: { ...team, teamId: 2 },
  events: [],
  nextIndex: 0,
};

beforeEach(() => {
  setUpAppWorld();
  trackerMock.mockReset();
  centreMock.mockReset();
  centreMock.mockResolvedValue(centre);
});

it('a live row of a sport page shows ▶动画 once the backend has the tracker; a tap opens the pitch', async () => {
  trackerMock.mockResolvedValue(snapshotAt(Date.now(), [{ at: Date.now() - 1000, kind: 'dangerous-attack', x: 80 }]));
  render(<MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 30 })} withTracker />);
  fireEvent.click(await screen.findByRole('button', { name: /动画直播/ }));
  expect(await screen.findByRole('dialog', { name: '动画直播' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('tracker-caption')).toHaveTextContent('危险进攻'));
  expect(screen.getByTestId('tracker-ball')).toHaveStyle({ transform: 'translate(80%, 50%)' });
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("the open sheet does not re-render with its row (the row's clock ticks; the sheet draws its own states)", async () => {
  trackerMock.mockResolvedValue(snapshotAt(Date.now(), [{ at: Date.now() - 1000, kind: 'attack', x: 60 }]));
  const { rerender } = render(<MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 30 })} withTracker />);
  fireEvent.click(await screen.findByRole('button', { name: /动画直播/ }));
  await waitFor(() => expect(screen.getByTestId('tracker-caption')).toHaveTextContent('进攻'));
  const renders = sceneRenders.mock.calls.length;
  rerender(<MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 31 })} withTracker />);
  expect(screen.getByRole('dialog', { name: '动画直播' })).toBeInTheDocument();
  expect(sceneRenders.mock.calls.length).toBe(renders);
});

it('no ▶动画 for a backend without the tracker (404), nor for a match not in play', async () => {
  trackerMock.mockRejectedValue(new HttpError('api', '接口不存在', 404, '/api/forehead/match/tracker'));
  render(
    <>
      <MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 30 })} withTracker />
      <MatchRow match={matchSummary({ id: 8, statusId: 1 })} withTracker />
    </>,
  );
  await act(async () => undefined);
  expect(trackerMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: /动画直播/ })).not.toBeInTheDocument();
});

it('in a room the 赛况 panel has 动画 first; the state shows when the stream does', async () => {
  const now = Date.now();
  trackerMock.mockResolvedValue(
    snapshotAt(now, [
      { at: now - 20_000, kind: 'corner', side: 'home', x: 100, y: 0, homeScore: 0 },
      { at: now - 2000, kind: 'goal', phase: 'confirmed', side: 'home', pairId: 3, x: 97, homeScore: 1 },
    ]),
  );
  render(inRoomAt(10_000, <MatchCentrePanel matchId={7} homeName="阿森纳" awayName="切尔西" />));
  fireEvent.click(await screen.findByRole('radio', { name: '动画' }));
  // The video is 10 s behind: the corner, not yet the goal of 2 s ago.
  await waitFor(() => expect(screen.getByTestId('tracker-caption')).toHaveTextContent('阿森纳 角球'));
  expect(screen.getByTestId('tracker-score')).toHaveTextContent('0 : 0');
  expect(screen.queryByTestId('tracker-goal')).not.toBeInTheDocument();
  expect(screen.queryByTestId('momentum-chart')).not.toBeInTheDocument();
});

it('a cancelled goal shows its VAR banner, then the decision — never a goal pulse', async () => {
  const now = Date.now();
  trackerMock.mockResolvedValue(
    snapshotAt(now, [
      { at: now - 6000, kind: 'goal', phase: 'possible', side: 'away', pairId: 4, x: 3 },
      { at: now - 4000, kind: 'var', side: '', pairId: 4, x: 3 },
      { at: now - 1000, kind: 'goal', phase: 'cancelled', side: 'away', pairId: 4, x: 3 },
    ]),
  );
  const { rerender } = render(inRoomAt(3500, <TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />));
  expect(await screen.findByRole('status')).toHaveTextContent('VAR 检查中：进球');
  expect(screen.getByTestId('tracker-caption')).toHaveTextContent('VAR 检查');
  rerender(inRoomAt(null, <TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />));
  expect(screen.getByRole('status')).toHaveTextContent('VAR：进球无效');
  expect(screen.getByTestId('tracker-caption')).toHaveTextContent('切尔西 进球无效');
  expect(screen.queryByTestId('tracker-goal')).not.toBeInTheDocument();
});

it('draws a court for basketball, its clock and shot markers; before any state says when it starts', async () => {
  const now = Date.now();
  trackerMock.mockResolvedValueOnce(
    snapshotAt(
      now,
      [{ at: now - 1000, kind: 'shot-made', value: 3, side: 'home', x: 75, period: 2, clockSeconds: 95 }],
      'basketball',
    ),
  );
  const { unmount } = render(<TrackerView matchId={7} homeName="湖人" awayName="勇士" />);
  await waitFor(() => expect(screen.getByTestId('tracker-caption')).toHaveTextContent('湖人 3分命中'));
  expect(screen.getByTestId('match-tracker')).toHaveAttribute('data-sport', 'basketball');
  expect(screen.getByText('第2节 01:35')).toBeInTheDocument();
  unmount();
  act(() => useTrackerStore.setState({ timelines: {} }));
  trackerMock.mockResolvedValueOnce({ matchId: 7, sport: 'football', states: [], shots: [], nextSeq: 1 });
  render(<TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />);
  await waitFor(() => expect(screen.getByTestId('tracker-caption')).toHaveTextContent('比赛进行中才有动画直播'));
});

it("names the state it draws (data-seq) and colours by the side with the ball and the zone's danger (data attributes)", async () => {
  const now = Date.now();
  let answer!: (snapshot: TrackerSnapshot) => void;
  trackerMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  render(<TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />);
  expect(screen.getByTestId('tracker-caption')).toHaveTextContent('动画加载中…');
  expect(screen.getByTestId('match-tracker')).not.toHaveAttribute('data-seq');
  await act(async () => answer(snapshotAt(now, [{ at: now - 1000, kind: 'dangerous-attack', side: 'away', x: 20 }])));
  expect(screen.getByTestId('match-tracker')).toHaveAttribute('data-seq', '2');
  expect(screen.getByTestId('tracker-caption')).toHaveAttribute('data-side', 'away');
  const band = screen.getByTestId('match-tracker').querySelector('[data-zone]');
  expect(band).toHaveAttribute('data-zone', 'danger');
  expect(band).toHaveAttribute('data-side', 'away');
});

it('back from a reconnect the view asks the snapshot again (no empty pitch until the next state)', async () => {
  const now = Date.now();
  trackerMock.mockResolvedValueOnce(snapshotAt(now, [{ at: now - 1000, kind: 'attack', x: 60 }]));
  act(() => channelSubscribed(7, true));
  render(<TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />);
  await waitFor(() => expect(screen.getByTestId('tracker-caption')).toHaveTextContent('阿森纳 进攻'));
  trackerMock.mockResolvedValueOnce(
    snapshotAt(now, [
      { at: now - 1000, kind: 'attack', x: 60 },
      { at: now - 500, kind: 'corner', x: 100, y: 0 },
    ]),
  );
  act(() => channelSubscribed(7, false));
  expect(trackerMock).toHaveBeenCalledTimes(1);
  await act(async () => channelSubscribed(7, true));
  expect(trackerMock).toHaveBeenCalledTimes(2);
  expect(await screen.findByText('阿森纳 角球')).toBeInTheDocument();
});

it('eases the ball from its last place by a Web Animation (no transition events), one at a time, holding still with reduced motion', async () => {
  const now = Date.now();
  const easings: { keyframes: Keyframe[]; duration: number; cancel: jest.Mock }[] = [];
  const matchMedia = window.matchMedia;
  // jsdom has no Web Animations.
  HTMLElement.prototype.animate = function animate(keyframes, duration) {
    const easing = { keyframes: keyframes as Keyframe[], duration: duration as number, cancel: jest.fn() };
    easings.push(easing);
    return easing as unknown as Animation;
  };
  const push = (seq: number, x: number) =>
    act(() =>
      useTrackerStore.getState().receive([trackerState(seq, { matchId: 7, at: Date.now(), kind: 'attack', x })]),
    );
  const places = () => easings.at(-1)!.keyframes.map((keyframe) => keyframe.transform);
  try {
    trackerMock.mockResolvedValue(snapshotAt(now, [{ at: now - 1000, kind: 'attack', x: 60 }]));
    render(<TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />);
    await waitFor(() => expect(screen.getByTestId('tracker-ball')).toHaveStyle({ transform: 'translate(60%, 50%)' }));
    const before = easings.length;
    push(3, 80);
    await waitFor(() => expect(screen.getByTestId('tracker-ball')).toHaveStyle({ transform: 'translate(80%, 50%)' }));
    expect(easings).toHaveLength(before + 1);
    // Glides in its first 800 ms, then holds the new place.
    expect(places()).toEqual(['translate(60%, 50%)', 'translate(80%, 50%)', 'translate(80%, 50%)']);
    expect(easings.at(-1)!.keyframes[1]!.offset! * easings.at(-1)!.duration).toBe(800);
    push(4, 30);
    await waitFor(() => expect(easings).toHaveLength(before + 2));
    expect(easings[before]!.cancel).toHaveBeenCalled();
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as unknown as typeof window.matchMedia;
    push(5, 10);
    await waitFor(() => expect(screen.getByTestId('tracker-ball')).toHaveStyle({ transform: 'translate(10%, 50%)' }));
    expect(places()).toEqual(['translate(10%, 50%)', 'translate(10%, 50%)', 'translate(10%, 50%)']);
  } finally {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    window.matchMedia = matchMedia;
  }
});

it("draws a pushed state in one render, a transition of its own (none with the store's update in the push client's frame)", async () => {
  const now = Date.now();
  trackerMock.mockResolvedValue(snapshotAt(now, [{ at: now - 1000, kind: 'attack', x: 60 }]));
  render(<TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />);
  await waitFor(() => expect(screen.getByTestId('tracker-ball')).toHaveStyle({ transform: 'translate(60%, 50%)' }));
  const renders = sceneRenders.mock.calls.length;
  act(() =>
    useTrackerStore
      .getState()
      .receive([trackerState(3, { matchId: 7, at: Date.now(), kind: 'dangerous-attack', x: 80 })]),
  );
  await waitFor(() => expect(screen.getByTestId('tracker-caption')).toHaveTextContent('危险进攻'));
  expect(sceneRenders.mock.calls.length - renders).toBe(1);
});
