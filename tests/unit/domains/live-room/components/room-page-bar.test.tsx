/** The room's top bar (components/room-page-bar.tsx): back goes to the page before, else to the anchor home. */
import { fireEvent, render, screen } from '@testing-library/react';
import { RoomPageBar } from '@src/domains/live-room/components/room-page-bar';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { setUpRoomWorld } from '../support/store-setup';

beforeEach(() => setUpRoomWorld());

it('goes back, to the anchor home when there is no page before', () => {
  const navigation = fakeNavigation();
  render(
    <WithNavigation navigation={navigation}>
      <RoomPageBar title="直播间" />
    </WithNavigation>,
  );
  expect(screen.getByRole('heading', { name: '直播间' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '返回' }));
  expect(navigation.backs).toEqual(['/anchor']);
});
