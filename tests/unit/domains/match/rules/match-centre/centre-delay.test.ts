import { eventsShownAt, nextEventIn } from '@src/domains/match/rules/match-centre/centre-delay';
import { event } from './centre-events';

describe('spoiler delay of match-centre events', () => {
  const events = [event({ at: 1000 }), event({ at: 5000 }), event({ at: 9000 })];

  it('shows every event at once without a delay (no video, or 实时比分)', () => {
    expect(eventsShownAt(events, 0, null)).toBe(events);
    expect(eventsShownAt(events, 0, 0)).toBe(events);
    expect(nextEventIn(events, 0, null)).toBeNull();
    // A delay of 0 holds nothing back, not even an event stamped after `now` (a clock behind the server's).
    expect(nextEventIn(events, 0, 0)).toBeNull();
  });

  it('holds back what happened within the delay, like the score', () => {
    // At 10 s with the picture 6 s behind, the viewer is at 4 s: only the first event happened.
    expect(eventsShownAt(events, 10_000, 6000)).toEqual([events[0]]);
    // An event exactly at the cutoff shows.
    expect(eventsShownAt(events, 11_000, 6000)).toEqual([events[0], events[1]]);
    expect(eventsShownAt(events, 15_000, 6000)).toBe(events);
  });

  it('tells when the next held-back event shows', () => {
    expect(nextEventIn(events, 10_000, 6000)).toBe(1000);
    expect(nextEventIn(events, 15_000, 6000)).toBeNull();
  });
});
