/** The room's host bar (components/room-streamer-bar.tsx): name, live mark, fans and watchers, what the room puts beside them, following. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RoomStreamerBar } from '@src/domains/live-room/components/room-streamer-bar';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { scheduleEntry, streamer } from '../../anchors/support/fixtures';
import { setUpRoomWorld } from '../support/store-setup';

beforeEach(() => setUpRoomWorld());

const renderBar = (host: ReturnType<typeof streamer>) =>
  render(
    <MemoryRouter>
      <WithNavigation navigation={fakeNavigation()}>
        <RoomStreamerBar streamer={host} returnPath="/anchor/detail/7" aside={<span>红包在这</span>} />
      </WithNavigation>
    </MemoryRouter>,
  );

it('names the host live, with fans and watchers, what the room puts beside them and 关注', () => {
  const host = streamer({
    id: 7,
    nickName: '球评老王',
    fansCount: 12_000,
    watcherCount: 3456,
    liveStatus: 1,
    liveSchedule: [scheduleEntry({ liveStatus: 1 })],
  });
  renderBar(host);
  expect(screen.getByText('球评老王')).toBeInTheDocument();
  expect(screen.getByText('直播中')).toBeInTheDocument();
  expect(screen.getByText('粉丝 1.2万 · 3456人观看')).toBeInTheDocument();
  expect(screen.getByText('红包在这')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '关注 球评老王' })).toHaveAttribute('aria-pressed', 'false');
});

it('marks no live host off air', () => {
  renderBar(streamer({ id: 7, nickName: '球评老王', liveStatus: 0, liveSchedule: [] }));
  expect(screen.queryByText('直播中')).toBeNull();
});

it('brings a visitor back to the room after logging in to follow the host', () => {
  const navigation = fakeNavigation();
  render(
    <MemoryRouter>
      <WithNavigation navigation={navigation}>
        <RoomStreamerBar streamer={streamer({ id: 7, nickName: '球评老王' })} returnPath="/anchor/detail/7" />
      </WithNavigation>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: '关注 球评老王' }));
  expect(navigation.logins).toEqual(['/anchor/detail/7']);
});
