/** The 赛况 panel and the row pulse: what the fan sees, and held back by the stream's delay. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MatchCentreSnapshot } from '@src/contracts/match-centre';
import { MemoryRouter } from 'react-router-dom';
import { LiveMatchCard } from '@src/domains/anchors/components/live-match-card';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { useLateChunksStore } from '@src/platform/domain/late-chunks';
import { HttpError } from '@src/platform/http/http-error';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import MatchCentrePanel from '@src/domains/match/components/match-centre/match-centre-panel';
import { MatchRow } from '@src/domains/match/components/match-row';
import { nextBeatIn } from '@src/domains/match/components/match-centre/use-cadenced-value';
import { useMatchCentreStore } from '@src/domains/match/store/match-centre-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { anchorInfo, matchSummary } from '@tests/support/match-fixtures';
import { event, player } from '../../rules/match-centre/centre-events';
import { inRoomAt } from '../../support/playhead-delay';

jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
const fetchMock = jest.mocked(matchCentreApi.snapshot);
// The panel asks once whether the backend has the tracker (动画): here it has not.
jest.mock('@src/domains/match/api/match-tracker-api', () => ({
  matchTrackerApi: {
    snapshot: jest.fn(() =>
      Promise.reject(new (jest.requireActual('@src/platform/http/http-error').HttpError)('api', '', 404)),
    ),
  },
}));

const home = [
  player(1, 'goalkeeper'),
  ...[2, 3, 4, 5].map((id) => player(id, 'defender')),
  ...[6, 7, 8].map((id) => player(id, 'midfielder')),
  ...[9, 10, 11].map((id) => player(id, 'forward')),
  player(12, 'forward', false),
];
const away = home.map((item) => ({ ...item, playerId: item.playerId + 100, name: `客队${item.playerId}` }));

function centreAt(now: number): MatchCentreSnapshot {
  const events = [
    event({
      matchId: 7,
      index: 0,
      at: now - 60_000,
      kind: 'period',
      detail: 'kick-off',
      side: '',
      minute: 0,
      text: '比赛开始！',
    }),
    event({
      matchId: 7,
      index: 1,
      at: now - 50_000,
      kind: 'shot',
      detail: 'on-target',
      side: 'home',
      minute: 10,
      playerId: 9,
      playerName: '萨卡',
    }),
    event({
      matchId: 7,
      index: 2,
      at: now - 2_000,
      kind: 'goal',
      detail: 'goal',
      side: 'home',
      minute: 67,
      playerId: 9,
      playerName: '萨卡',
      homeScore: 1,
      text: '球进了！阿森纳萨卡破门，比分 1-0。',
    }),
  ];
  return {
    matchId: 7,
    sport: 'football',
    home: { teamId: 1, formation: '4-3-3', players: home },
    away: { teamId: 2, formation: '4-3-3', players: away },
    events,
    nextIndex: 3,
  };
}

beforeEach(() => {
  setUpAppWorld();
  fetchMock.mockReset();
});

it('shows the goal, the rating and the text line — held back while the stream is behind, at once without video', async () => {
  fetchMock.mockResolvedValue(centreAt(Date.now()));
  const { rerender } = render(inRoomAt(10_000, <MatchCentrePanel matchId={7} homeName="阿森纳" awayName="切尔西" />));
  expect(await screen.findByTestId('momentum-chart')).toBeInTheDocument();
  // The stream is 10 s behind: the goal of 2 s ago has not happened on the video yet.
  expect(screen.queryByText('萨卡')).not.toBeInTheDocument();
  rerender(inRoomAt(null, <MatchCentrePanel matchId={7} homeName="阿森纳" awayName="切尔西" />));
  expect(screen.getByText('萨卡')).toBeInTheDocument();
  expect(screen.getByText("67'")).toBeInTheDocument();

  fireEvent.click(screen.getByRole('radio', { name: '阵容' }));
  const pitch = screen.getByRole('region', { name: '阿森纳 4-3-3' });
  expect(within(pitch).getByLabelText(/评分 7\.\d/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('radio', { name: '文字直播' }));
  const list = screen.getByRole('list', { name: '文字直播' });
  expect(list).toHaveAttribute('aria-live', 'polite');
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('球进了！阿森纳萨卡破门');

  fireEvent.click(screen.getByRole('radio', { name: '统计' }));
  expect(screen.getByText('射正')).toBeInTheDocument();
});

it('before kick-off says what the chart will show instead of empty axes, and draws it at the first event', async () => {
  fetchMock.mockResolvedValue({ ...centreAt(Date.now()), events: [], nextIndex: 0 });
  render(<MatchCentrePanel matchId={7} homeName="阿森纳" awayName="切尔西" />);
  expect(await screen.findByText('比赛开始后，这里会显示进攻势头')).toBeInTheDocument();
  expect(screen.queryByTestId('momentum-chart')).not.toBeInTheDocument();
  act(() =>
    useMatchCentreStore
      .getState()
      .receive([event({ matchId: 7, index: 0, kind: 'period', detail: 'kick-off', side: '', minute: 0 })]),
  );
  expect(screen.getByTestId('momentum-chart')).toBeInTheDocument();
  expect(screen.queryByText('比赛开始后，这里会显示进攻势头')).not.toBeInTheDocument();
});

it('redraws one momentum SVG per update, never appending', async () => {
  fetchMock.mockResolvedValue(centreAt(Date.now()));
  render(<MatchCentrePanel matchId={7} homeName="阿森纳" awayName="切尔西" />);
  const chart = await screen.findByTestId('momentum-chart');
  const paths = chart.querySelectorAll('path').length;
  act(() =>
    useMatchCentreStore.getState().receive([event({ matchId: 7, index: 3, kind: 'corner', side: 'away', minute: 70 })]),
  );
  expect(screen.getAllByTestId('momentum-chart')).toHaveLength(1);
  expect(screen.getByTestId('momentum-chart')).toBe(chart);
  expect(chart.querySelectorAll('path')).toHaveLength(paths);
});

it('a live match row shows the sparkline and the last key event', async () => {
  fetchMock.mockResolvedValue(centreAt(Date.now()));
  render(<MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 67 })} />);
  expect(await screen.findByText("⚽ 67' 萨卡")).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '比赛势头' })).toBeInTheDocument();
});

it('a live row shows pushed events on its own beat, at most once a second, not on every event', async () => {
  fetchMock.mockResolvedValue(centreAt(Date.now()));
  render(<MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 80 })} />);
  expect(await screen.findByText("⚽ 67' 萨卡")).toBeInTheDocument();
  act(() =>
    useMatchCentreStore.getState().receive([
      event({
        matchId: 7,
        index: 3,
        kind: 'goal',
        detail: 'goal',
        side: 'home',
        minute: 80,
        playerId: 10,
        playerName: '热苏斯',
        homeScore: 2,
      }),
    ]),
  );
  // Held until the row's beat (matchId 7: 679 ms into each second), then shown.
  expect(screen.getByText("⚽ 67' 萨卡")).toBeInTheDocument();
  expect(await screen.findByText("⚽ 80' 热苏斯", undefined, { timeout: 1500 })).toBeInTheDocument();
});

it('a row beat is the next tick of its own phase, never now', () => {
  expect(nextBeatIn(10_000, 1000, 679)).toBe(679);
  expect(nextBeatIn(10_679, 1000, 679)).toBe(1000);
  expect(nextBeatIn(10_680, 1000, 679)).toBe(999);
  expect(nextBeatIn(500, 1000, 679)).toBe(179);
});

it('a row of a backend without the match centre shows nothing more, and keeps the pulse strip empty', async () => {
  fetchMock.mockRejectedValue(new HttpError('api', '接口不存在', 404));
  const { container } = render(<MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 67 })} />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.queryByRole('img', { name: '比赛势头' })).not.toBeInTheDocument();
  expect(screen.getByText('0 : 0')).toBeInTheDocument();
  // The strip's fixed height stays reserved (empty, hidden from screen readers): a row in play
  // does not grow when its first events arrive.
  const strip = container.querySelector('.pulse');
  expect(strip).toBeEmptyDOMElement();
  expect(strip).toHaveAttribute('aria-hidden', 'true');
});

/** The anchor home's live card of match 7 at this status (1 not started, 2 first half). */
const liveCard = (statusId: number) => {
  const match = matchSummary({ id: 7, statusId, minute: statusId === 1 ? 0 : 67 });
  return (
    <MemoryRouter>
      <NavigationContext.Provider value={fakeNavigation()}>
        <LiveMatchCard
          item={{
            matchId: 7,
            startDate: match.matchDate,
            status: statusId,
            activityStatus: 1,
            matchTypeName: '英超',
            sportType: 1,
            match,
            hostList: [anchorInfo({ hostLiveStatus: 1 })],
          }}
        />
      </NavigationContext.Provider>
    </MemoryRouter>
  );
};

it('a live match card of the anchor home shows the sparkline and the last key event, from the late chunks on', async () => {
  fetchMock.mockResolvedValue(centreAt(Date.now()));
  render(liveCard(2));
  // Before the late chunks: neither the pulse's chunk nor its call, its strip kept empty.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.queryByRole('img', { name: '比赛势头' })).not.toBeInTheDocument();
  act(() => useLateChunksStore.getState().setAsked());
  expect(await screen.findByText("⚽ 67' 萨卡")).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '比赛势头' })).toBeInTheDocument();
  act(() => useLateChunksStore.getState().reset());
});

it('a live match card keeps its pulse strip before its kick-off: the match starting on screen grows no card', async () => {
  fetchMock.mockResolvedValue(centreAt(Date.now()));
  act(() => useLateChunksStore.getState().setAsked());
  const { container, rerender } = render(liveCard(1));
  const strip = container.querySelector('.pulse');
  expect(strip).toBeEmptyDOMElement();
  expect(fetchMock).not.toHaveBeenCalled();
  rerender(liveCard(2));
  expect(await screen.findByRole('img', { name: '比赛势头' })).toBeInTheDocument();
  // The same strip, filled: nothing added around it.
  expect(container.querySelector('.pulse')).toBe(strip);
  expect(strip).toContainElement(screen.getByRole('img', { name: '比赛势头' }));
  act(() => useLateChunksStore.getState().reset());
});
