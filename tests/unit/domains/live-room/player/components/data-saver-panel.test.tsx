/**
 * The video area in 省流模式 (components/data-saver-panel.tsx): the score and clock as they come,
 * the match's events newest first (the last six), and the way back to the video.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DataSaverPanel } from '@src/domains/live-room/player/components/data-saver-panel';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { liveValue } from '@tests/support/match-fixtures';
import { matchInfo } from '../../../anchors/support/fixtures';
import { setUpRoomWorld } from '../../support/store-setup';

const MATCH = 500;
beforeEach(() => setUpRoomWorld());

let at = Date.now();
const pushed = (fields: Parameters<typeof liveValue>[0]) => {
  at += 10_000;
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at, value: liveValue({ matchId: MATCH, sport: 'football', ...fields }) }]),
  );
};

it('follows the match as text: the score as it comes, the last six events newest first, goals marked', () => {
  const onVideo = jest.fn();
  render(
    <DataSaverPanel
      info={matchInfo({ matchId: MATCH, masterTeamName: '曼联', guestTeamName: '切尔西' })}
      onVideo={onVideo}
    />,
  );
  const panel = screen.getByRole('region', { name: '省流模式' });
  expect(panel).toHaveTextContent('已停止视频下载，比分和比赛事件实时更新');
  expect(within(panel).getByText('VS')).toBeInTheDocument();
  expect(screen.getByText('比赛事件会在这里实时出现')).toBeInTheDocument();

  pushed({ statusId: 2, minute: 1 });
  for (let goal = 1; goal <= 7; goal += 1) pushed({ statusId: 2, homeScore: goal, minute: goal * 10 });
  expect(panel.querySelector('[data-data-saver-score]')).toHaveTextContent("7 : 070'");
  const events = within(panel).getAllByRole('listitem');
  expect(events).toHaveLength(6);
  expect(events[0]).toHaveTextContent("70'曼联 进球7 : 0");
  expect(events[5]).toHaveTextContent("20'曼联 进球2 : 0");
  expect(events[0]!.className).toMatch(/goal/);

  pushed({ statusId: 3, homeScore: 7, minute: 45 });
  expect(within(panel).getAllByRole('listitem')[0]!.className).not.toMatch(/goal/);

  fireEvent.click(screen.getByRole('button', { name: '切回视频' }));
  expect(onVideo).toHaveBeenCalledTimes(1);
});

it('says there is no match without one', () => {
  render(<DataSaverPanel info={null} onVideo={() => {}} />);
  expect(screen.getByText('暂无直播赛事')).toBeInTheDocument();
  expect(screen.queryByText('文字直播')).toBeNull();
});
