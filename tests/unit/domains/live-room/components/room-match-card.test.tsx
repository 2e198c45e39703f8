/**
 * The room's match card (components/room-match-card.tsx): league, time, the two teams as the room
 * names them, the spoiler-safe score with its clock and the stream's delay, the 实时比分 switch —
 * or, before kick-off, VS and booking the match.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MatchSummary } from '@src/contracts/match';
import type { StreamerMatchInfo, TeamLogos } from '@src/contracts/anchors-room';
import { RoomMatchCard } from '@src/domains/live-room/components/room-match-card';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { liveValue, matchSummary } from '@tests/support/match-fixtures';
import { matchInfo } from '../../anchors/support/fixtures';
import { room, setUpRoomWorld } from '../support/store-setup';
import { RoomPlayhead } from '@src/domains/live-room/components/room-playhead';

beforeEach(() => {
  jest.useFakeTimers();
  setUpRoomWorld();
});
afterEach(() => jest.useRealTimers());

const MATCH = 500;
const info = (overrides: Partial<StreamerMatchInfo> = {}) =>
  matchInfo({
    matchId: MATCH,
    matchLeague: '英超',
    masterTeamName: '曼彻斯特联',
    guestTeamName: '切尔西足球俱乐部',
    ...overrides,
  });

function renderCard(given: StreamerMatchInfo, match?: MatchSummary, logos: TeamLogos | null = null) {
  return render(
    <WithNavigation navigation={fakeNavigation()}>
      <RoomMatchCard info={given} match={match} logos={logos} returnPath="/anchor/detail/7" />
    </WithNavigation>,
    { wrapper: RoomPlayhead },
  );
}

const pushed = (value: Parameters<typeof liveValue>[0]) =>
  act(() =>
    useLiveMatchStore.getState().applyMatchLive([{ at: Date.now(), value: liveValue({ matchId: MATCH, ...value }) }]),
  );

it('in play: the score with its clock, the stream’s delay, and 实时比分 shows the newest score at once', () => {
  pushed({ statusId: 2, homeScore: 1, minute: 30 });
  renderCard(info(), matchSummary({ id: MATCH, statusId: 2 }));
  expect(screen.getByRole('heading')).toHaveTextContent('曼联');
  expect(screen.getByText('英超')).toBeInTheDocument();
  expect(screen.getByText('1 : 0')).toHaveAttribute('data-match-id', String(MATCH));
  expect(screen.getByText("30'")).toBeInTheDocument();
  act(() => room().setPlayerDelay(20));
  expect(screen.getByText('20 秒延迟')).toBeInTheDocument();

  // A goal now: held back by the delay…
  pushed({ statusId: 2, homeScore: 2, minute: 31 });
  expect(screen.getByText('1 : 0')).toBeInTheDocument();
  const realtime = screen.getByRole('switch', { name: '实时比分' });
  expect(realtime).toHaveAttribute('aria-checked', 'false');
  // …unless the fan wants it at once.
  fireEvent.click(realtime);
  expect(room().room.realtime).toBe(true);
  expect(screen.getByRole('switch', { name: '实时比分' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('2 : 0')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('switch', { name: '实时比分' }));
  expect(room().room.realtime).toBe(false);
  expect(screen.queryByRole('button', { name: /预约/ })).toBeNull();
});

it('names the teams by the room’s own names when no schedule knows the match; the score shows once it starts', () => {
  pushed({ statusId: 1 });
  renderCard(info());
  expect(screen.getByRole('heading')).toHaveTextContent('曼彻斯特联');
  expect(screen.getByRole('heading')).toHaveTextContent('切尔西足球俱乐部');
  expect(screen.getByText('VS')).toBeInTheDocument();
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at: Date.now() + 1, value: liveValue({ matchId: MATCH, statusId: 2, minute: 3 }) }]),
  );
  expect(screen.getByText('0 : 0')).toBeInTheDocument();
  expect(screen.getByText("3'")).toBeInTheDocument();
});

it('says the score is on its way for a match under way without one yet, and shows no delay before the player measured it', () => {
  renderCard(info(), matchSummary({ id: MATCH, statusId: 2 }));
  expect(screen.getByText('比分同步中')).toBeInTheDocument();
  expect(screen.queryByText('VS')).toBeNull();
  expect(screen.queryByText(/秒延迟/)).toBeNull();
  expect(screen.getByRole('switch', { name: '实时比分' })).toBeInTheDocument();
  act(() => room().setPlayerDelay(0));
  expect(screen.queryByText(/秒延迟/)).toBeNull();
});

it('before kick-off: VS and booking the match, no switch', () => {
  renderCard(info(), matchSummary({ id: MATCH, statusId: 1, home: { ...matchSummary().home, shortNameZh: '曼联' } }));
  expect(screen.getByText('VS')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^预约 曼联 VS / })).toBeInTheDocument();
  expect(screen.queryByRole('switch')).toBeNull();
});

it('reads a basketball match’s clock as quarters when only the room’s own info names the sport', () => {
  pushed({ sport: '', statusId: 4, period: 2, homeScore: 40, awayScore: 38 });
  renderCard(info({ matchTypeId: 2 }));
  expect(screen.getByText('40 : 38')).toBeInTheDocument();
  expect(screen.getByText('第2节')).toBeInTheDocument();
});

it('rounds the stream’s delay to whole seconds', () => {
  renderCard(info(), matchSummary({ id: MATCH, statusId: 2 }));
  act(() => room().setPlayerDelay(12.6));
  expect(screen.getByText('13 秒延迟')).toBeInTheDocument();
});

it('shows the crests the team logo call gave for this match, not another match’s', () => {
  const logos = { matchId: MATCH, homeLogo: 'home-crest.png', awayLogo: 'away-crest.png' };
  const crests = (container: HTMLElement) =>
    [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  expect(crests(renderCard(info(), undefined, logos).container)).toEqual([
    expect.stringMatching(/home-crest\.png$/),
    expect.stringMatching(/away-crest\.png$/),
  ]);
  cleanup();
  expect(crests(renderCard(info(), undefined, { ...logos, matchId: MATCH + 1 }).container)).toEqual([]);
});

it('offers booking when nothing says the match started, and brings a visitor back to the room to book it', () => {
  const navigation = fakeNavigation();
  render(
    <WithNavigation navigation={navigation}>
      <RoomMatchCard info={info()} match={undefined} logos={null} returnPath="/anchor/detail/7" />
    </WithNavigation>,
    { wrapper: RoomPlayhead },
  );
  expect(screen.getByText('VS')).toBeInTheDocument();
  expect(screen.queryByText('比分同步中')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '预约 曼彻斯特联 VS 切尔西足球俱乐部' }));
  expect(navigation.logins).toEqual(['/anchor/detail/7']);
});

it('before kick-off, says when the match starts once, not again as a clock under VS', () => {
  pushed({ statusId: 1 });
  const { container } = renderCard(info());
  const when = container.querySelector('time')!.textContent!;
  expect(screen.getAllByText(when)).toHaveLength(1);
});

it('keeps the delay line’s place while no delay is measured, so the switch does not move', () => {
  renderCard(info(), matchSummary({ id: MATCH, statusId: 2 }));
  const delayLine = screen.getByRole('switch', { name: '实时比分' }).previousElementSibling!;
  expect(delayLine.textContent).toBe('\u00a0');
});

it('reads a football match’s clock in minutes when only the room’s own info names the sport', () => {
  pushed({ sport: '', statusId: 2, minute: 30 });
  renderCard(info({ matchTypeId: 1 }));
  expect(screen.getByText("30'")).toBeInTheDocument();
});
