/** A schedule row of any sports page: time or clock, teams, the live score of its own match. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MatchRow } from '@src/domains/match/components/match-row';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { anchorInfo, liveValue, matchSummary } from '@tests/support/match-fixtures';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { HostRoute } from '@src/contracts/host-routes';
import { inChina } from '@tests/support/china-clock';

beforeEach(() => setUpAppWorld());

it('before kick-off: the start time (MM-DD HH:mm) and VS', () => {
  const matchDate = inChina(2026, 11, 22, 20, 30);
  render(<MatchRow match={matchSummary({ id: 1, statusId: 1, matchDate })} caption="英超 第12轮" />);
  expect(screen.getByText('11-22 20:30')).toBeInTheDocument();
  expect(screen.getByText('VS')).toBeInTheDocument();
  expect(screen.getByText('英超 第12轮')).toBeInTheDocument();
  expect(screen.getByText('曼联')).toBeInTheDocument();
});

it('in play: the clock and the score, moved by pushed values of this match only', () => {
  render(<MatchRow match={matchSummary({ id: 7, statusId: 2, minute: 30, homeScore: 1 })} />);
  expect(screen.getByText("30'")).toBeInTheDocument();
  expect(screen.getByText('1 : 0')).toBeInTheDocument();
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at: Date.now(), value: liveValue({ matchId: 7, statusId: 2, homeScore: 2, minute: 61 }) }]),
  );
  expect(screen.getByText('2 : 0')).toBeInTheDocument();
  expect(screen.getByText("61'")).toBeInTheDocument();
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at: Date.now() + 1, value: liveValue({ matchId: 8, homeScore: 5 }) }]),
  );
  expect(screen.getByText('2 : 0')).toBeInTheDocument();
});

it('finished: the status word; a tap opens the match; extra content sits at its end', () => {
  const onSelect = jest.fn();
  render(
    <MatchRow
      match={matchSummary({ id: 3, statusId: 8, homeScore: 2, awayScore: 2 })}
      onSelect={onSelect}
      extra={<span>2位主播</span>}
    />,
  );
  expect(screen.getByText('完场')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /曼联 2 : 2 切尔西 完场/ }));
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(screen.getByText('2位主播')).toBeInTheDocument();
});

it('reads its clock through a page’s own label when given (a sport’s detailed phases)', () => {
  const clockLabel = jest.fn((live: { statusId: number }) => `阶段${live.statusId}`);
  render(
    <MatchRow match={matchSummary({ id: 9, sport: 'basketball', statusId: 3, period: 1 })} clockLabel={clockLabel} />,
  );
  expect(screen.getByText('阶段3')).toBeInTheDocument();
  expect(clockLabel).toHaveBeenCalledWith(expect.objectContaining({ matchId: 9, statusId: 3 }), expect.any(Number));
});

describe('the match layer decides what a tap opens and shows the lead streamer (every sport)', () => {
  it('a football match opens its portal page with the streamer; ended by a push, its result', () => {
    const navigation = fakeNavigation();
    const anchors = [anchorInfo({ hostId: 300_001, nickName: '老张', hostLiveStatus: 1, liveStatus: 1 })];
    render(
      <WithNavigation navigation={navigation}>
        <MatchRow match={matchSummary({ id: 5, statusId: 2, anchorInfo: anchors })} opensMatch withAnchors />
      </WithNavigation>,
    );
    fireEvent.click(screen.getByRole('button', { name: /曼联 .* 切尔西/ }));
    act(() =>
      useLiveMatchStore.getState().applyMatchLive([{ at: Date.now(), value: liveValue({ matchId: 5, statusId: 8 }) }]),
    );
    fireEvent.click(screen.getByRole('button', { name: /曼联 .* 切尔西/ }));
    fireEvent.click(screen.getByRole('button', { name: '进入老张的直播间' }));
    expect(screen.getByText('直播中')).toBeInTheDocument();
    expect(navigation.jumps).toEqual([
      { kind: 'host', path: HostRoute.matchDetail, query: { matchId: '5', hostId: '300001', tab: 'anchor' } },
      { kind: 'host', path: HostRoute.resultDetail, query: { matchId: '5' } },
      { kind: 'app', path: '/anchor/detail/300001' },
    ]);
  });

  it("a basketball game opens the portal's basketball pages with the platform's game id", () => {
    const navigation = fakeNavigation();
    render(
      <WithNavigation navigation={navigation}>
        <MatchRow match={matchSummary({ id: 9, sport: 'basketball', statusId: 10 })} opensMatch withAnchors />
      </WithNavigation>,
    );
    fireEvent.click(screen.getByRole('button', { name: /曼联 .* 切尔西/ }));
    expect(navigation.jumps).toEqual([
      { kind: 'host', path: HostRoute.basketballResult, query: { sid: '2', matchId: '9' } },
    ]);
    // No streamers: no chip.
    expect(screen.queryByText(/位主播|直播中/)).toBeNull();
  });
});
