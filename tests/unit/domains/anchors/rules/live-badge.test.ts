import { hasLiveAnchorWithLiveMatch } from '@src/domains/anchors/rules/live-badge';
import { streamer, scheduleEntry } from '../support/fixtures';

describe('anchor live badge', () => {
  it('shows when a live anchor has a live scheduled match', () => {
    expect(
      hasLiveAnchorWithLiveMatch([
        streamer({ liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 1, liveStatus: 1 })] }),
      ]),
    ).toBe(true);
  });

  it('does not show for a live anchor whose matches are not in progress, or an offline anchor', () => {
    expect(
      hasLiveAnchorWithLiveMatch([
        streamer({
          liveStatus: 1,
          liveSchedule: [scheduleEntry({ matchId: 1, liveStatus: 0 }), scheduleEntry({ matchId: 2, liveStatus: 2 })],
        }),
        streamer({ liveStatus: 0, liveSchedule: [scheduleEntry({ matchId: 3, liveStatus: 1 })] }),
      ]),
    ).toBe(false);
    expect(hasLiveAnchorWithLiveMatch([])).toBe(false);
  });
});
