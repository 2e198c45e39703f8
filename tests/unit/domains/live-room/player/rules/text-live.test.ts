import { textLiveEvents } from '@src/domains/live-room/player/rules/text-live';
import { liveValue } from '@tests/support/match-fixtures';

const base = liveValue({ matchId: 1 });
const teams = { home: '皇马', away: '巴萨' };

describe('textLiveEvents (省流模式)', () => {
  it('reads goals and status changes from the pushed values, newest first', () => {
    const history = [
      { at: 1, value: base },
      { at: 2, value: { ...base, minute: 36, homeScore: 1 } },
      { at: 3, value: { ...base, minute: 45, homeScore: 1, statusId: 3 } },
      { at: 4, value: { ...base, minute: 52, homeScore: 1, awayScore: 1, statusId: 4 } },
    ];
    const events = textLiveEvents(history, teams, 0);
    expect(events.map((event) => [event.text, event.score, event.goal])).toEqual([
      // One push, two events: read newest first, the status change after the goal that came with it.
      [expect.any(String), '1 : 1', false],
      ['巴萨 进球', '1 : 1', true],
      [expect.any(String), '1 : 0', false],
      ['皇马 进球', '1 : 0', true],
    ]);
    expect(events[3]!.clock).toBe("36'");
  });

  it('keys each event by its push and its kind, so events of one push stay apart', () => {
    const history = [
      { at: 1, value: base },
      { at: 2, value: { ...base, homeScore: 1, awayScore: 1, statusId: 3 } },
    ];
    expect(textLiveEvents(history, teams, 0).map((event) => event.key)).toEqual(['2-s', '2-a', '2-h']);
  });

  it('has no events before a change, and no goals for basketball points', () => {
    expect(textLiveEvents([{ at: 1, value: base }], teams, 0)).toEqual([]);
    const basketball = { ...base, sport: 'basketball' };
    expect(
      textLiveEvents(
        [
          { at: 1, value: basketball },
          { at: 2, value: { ...basketball, homeScore: 2 } },
        ],
        teams,
        0,
      ),
    ).toEqual([]);
  });
});
