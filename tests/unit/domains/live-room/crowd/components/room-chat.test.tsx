/**
 * The chat chunk's parts the room renders (crowd/components/room-chat.tsx): the 聊天 tab's
 * line menu — 举报, then the report's categories (asked once), the report sent for the line — a
 * visitor asked to log in first; and the crowd's session telling the room whether there is a crowd.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as crowdApi from '@src/domains/live-room/crowd/api/room-crowd-api';
import { ChatPanel, CrowdSession } from '@src/domains/live-room/crowd/components/room-chat';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import type { TimelineAvailability } from '@src/platform/store/live-timeline';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { fakeNavigation, type FakeNavigation } from '@tests/support/fake-navigation';
import { chatLine, history, lines, ROOM } from '../../support/crowd-fixtures';

jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest
    .requireActual('../../support/crowd-api-mock')
    .crowdApiWith('history', 'titleList', 'reportCategories', 'reportAdd'),
);
jest.mock('@src/platform/socket/push-connection', () =>
  jest.requireActual('../../support/room-crowd-page').pushConnectionModule(),
);
const api = jest.mocked(crowdApi.roomCrowdApi);

const ROOM_PATH = '/anchor/detail/7';
const CATEGORIES = [
  { id: 1, name: '广告引流' },
  { id: 2, name: '辱骂他人' },
];

let navigation: FakeNavigation;
function renderPanel() {
  navigation = fakeNavigation();
  render(
    <NavigationContext.Provider value={navigation}>
      <ChatPanel returnPath={ROOM_PATH} />
    </NavigationContext.Provider>,
  );
}

beforeEach(() => {
  api.reportCategories.mockResolvedValue(CATEGORIES);
  api.reportAdd.mockResolvedValue(null);
  api.titleList.mockResolvedValue([]);
  api.history.mockResolvedValue(history(lines(0, 2)));
});

describe('the line menu', () => {
  beforeEach(() => {
    setUpAppWorld({ loggedIn: true });
    useRoomCrowdStore.getState().openCrowd(ROOM);
    useRoomCrowdStore.getState().applyReleased([chatLine(0, { text: '加我领彩金' }), chatLine(1, { text: '好球' })]);
  });

  it('reports a line under the category the fan picks: the categories asked once, the line gone for them', async () => {
    renderPanel();
    fireEvent.click(screen.getByText('加我领彩金'));
    const report = within(screen.getByRole('dialog', { name: '消息操作' })).getByRole('button', { name: '举报' });
    // In the sheet's warning colour.
    expect(report).toHaveClass('danger');
    fireEvent.click(report);
    const sheet = await screen.findByRole('dialog', { name: '举报这条消息' });
    expect(screen.queryByRole('dialog', { name: '消息操作' })).toBeNull();
    fireEvent.click(await within(sheet).findByRole('button', { name: '辱骂他人' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['success', '举报成功']));
    expect(api.reportAdd).toHaveBeenCalledWith({ commentId: `${ROOM}-0`, cateId: 2, roomId: ROOM }, expect.anything());
    expect(screen.queryByText('加我领彩金')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Another line: the categories are known already.
    fireEvent.click(screen.getByText('好球'));
    fireEvent.click(within(screen.getByRole('dialog', { name: '消息操作' })).getByRole('button', { name: '举报' }));
    expect(await screen.findByRole('button', { name: '广告引流' })).toBeInTheDocument();
    expect(api.reportCategories).toHaveBeenCalledTimes(1);
  });

  it('asks for the categories again when the fan opens them after a failed ask', async () => {
    api.reportCategories.mockRejectedValueOnce(networkError());
    renderPanel();
    const openCategories = () => {
      fireEvent.click(screen.getByText('好球'));
      fireEvent.click(within(screen.getByRole('dialog', { name: '消息操作' })).getByRole('button', { name: '举报' }));
    };
    openCategories();
    const failed = await screen.findByRole('dialog', { name: '举报这条消息' });
    await act(async () => {});
    expect(within(failed).queryByRole('button', { name: '辱骂他人' })).toBeNull();
    // Not asked over and over while the fan looks at the empty sheet.
    expect(api.reportCategories).toHaveBeenCalledTimes(1);
    fireEvent.click(within(failed).getByRole('button', { name: '取消' }));
    openCategories();
    const sheet = await screen.findByRole('dialog', { name: '举报这条消息' });
    fireEvent.click(await within(sheet).findByRole('button', { name: '辱骂他人' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['success', '举报成功']));
    expect(api.reportCategories).toHaveBeenCalledTimes(2);
  });

  it('shows the line’s menu alone, then the categories alone', async () => {
    renderPanel();
    const shown = () => screen.queryAllByRole('dialog').map((sheet) => sheet.getAttribute('aria-label'));
    expect(shown()).toEqual([]);
    fireEvent.click(screen.getByText('好球'));
    expect(shown()).toEqual(['消息操作']);
    fireEvent.click(screen.getByRole('button', { name: '举报' }));
    await screen.findByRole('button', { name: '辱骂他人' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '举报这条消息' })).toBeInTheDocument();
  });

  it('lets the fan back out of the categories: nothing is reported, and the next tap opens the menu again', async () => {
    renderPanel();
    fireEvent.click(screen.getByText('好球'));
    fireEvent.click(screen.getByRole('button', { name: '举报' }));
    const sheet = await screen.findByRole('dialog', { name: '举报这条消息' });
    fireEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('好球'));
    expect(screen.getByRole('dialog', { name: '消息操作' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog', { name: '消息操作' })).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.reportAdd).not.toHaveBeenCalled();
  });
});

it('asks a visitor to log in before reporting, with the way back to the room', () => {
  setUpAppWorld();
  useRoomCrowdStore.getState().openCrowd(ROOM);
  useRoomCrowdStore.getState().applyReleased([chatLine(0, { text: '好球' })]);
  renderPanel();
  fireEvent.click(screen.getByText('好球'));
  fireEvent.click(screen.getByRole('button', { name: '举报' }));
  expect(navigation.logins).toEqual([ROOM_PATH]);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.reportCategories).not.toHaveBeenCalled();
});

it('tells the room whether its backend has a crowd once the history answered', async () => {
  setUpAppWorld();
  const heard: TimelineAvailability[] = [];
  render(<CrowdSession roomId={ROOM} onAvailability={(availability) => void heard.push(availability)} />);
  expect(heard).toEqual(['unknown']);
  await act(async () => {});
  expect(heard).toEqual(['unknown', 'available']);
  expect(useRoomCrowdStore.getState().lines.map((line) => line.index)).toEqual([0, 1, 2]);
});
