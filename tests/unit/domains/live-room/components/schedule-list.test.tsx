/**
 * The streamer's schedule in the room (components/schedule-list.tsx): each match with its time,
 * league and teams; the one being streamed is watched on the portal's live page, one to come is
 * booked; a match whose room runs a red envelope shows its 红包 badge.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ScheduleList } from '@src/domains/live-room/components/schedule-list';
import { HostRoute } from '@src/contracts/host-routes';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { matchSummary } from '@tests/support/match-fixtures';
import { scheduleItem } from '../../anchors/support/fixtures';
import { setUpRoomWorld } from '../support/store-setup';

beforeEach(() => setUpRoomWorld());

it('watches the streamed match on the portal, books the next, and shows a room’s 红包', () => {
  const navigation = fakeNavigation();
  const live = scheduleItem({
    matchId: 500,
    liveRoomId: 9001,
    liveStatus: 1,
    matchSource: 164,
    match: matchSummary({ id: 500, competitionName: '英超' }),
  });
  const next = scheduleItem({
    matchId: 501,
    liveRoomId: 9002,
    liveStatus: 0,
    isLotteryProgress: 1,
    redEnvelopeTotalAmount: 188,
  });
  const free = scheduleItem({
    matchId: 502,
    liveRoomId: 9003,
    liveStatus: 0,
    isLotteryProgress: 1,
    redEnvelopeTotalAmount: 0,
  });
  render(
    <WithNavigation navigation={navigation}>
      <ScheduleList hostId={7} items={[live, next, free]} returnPath="/anchor/detail/7" />
    </WithNavigation>,
  );
  const [streamed, toCome, withEnvelope] = screen.getAllByRole('listitem');
  expect(streamed).toHaveTextContent('英超');
  expect(streamed).toHaveTextContent(`${live.match.home.shortNameZh} VS ${live.match.away.shortNameZh}`);
  expect(within(streamed!).getByRole('time')).toHaveAttribute('datetime', new Date(live.startDate).toISOString());
  expect(within(streamed!).queryByTestId('envelope-badge')).toBeNull();
  fireEvent.click(
    within(streamed!).getByRole('button', {
      name: `观看比赛 ${live.match.home.shortNameZh} VS ${live.match.away.shortNameZh}`,
    }),
  );
  expect(navigation.jumps).toEqual([
    { kind: 'host', path: HostRoute.live, query: { matchId: 500, hostId: 7, matchSource: 164 } },
  ]);

  expect(within(toCome!).queryByRole('button', { name: /观看比赛/ })).toBeNull();
  expect(within(toCome!).getByRole('button', { name: /^预约 / })).toBeInTheDocument();
  expect(within(toCome!).getByTestId('envelope-badge')).toHaveTextContent('红包 188元');
  expect(within(withEnvelope!).getByTestId('envelope-badge')).toHaveTextContent(/^红包$/);
});

it('names the match it books, and brings a visitor back to the room after logging in to book it', () => {
  const navigation = fakeNavigation();
  const next = scheduleItem({ matchId: 501, liveRoomId: 9002, liveStatus: 0 });
  render(
    <WithNavigation navigation={navigation}>
      <ScheduleList hostId={7} items={[next]} returnPath="/anchor/detail/7" />
    </WithNavigation>,
  );
  fireEvent.click(
    screen.getByRole('button', { name: `预约 ${next.match.home.shortNameZh} VS ${next.match.away.shortNameZh}` }),
  );
  expect(navigation.logins).toEqual(['/anchor/detail/7']);
});
