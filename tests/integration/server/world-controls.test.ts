/**
 * The development server's world controls over the wire: a kick-off at a moment of play — a
 * minute of either half or the half-time break — reaches the app's calls as the world would have
 * it (status, clock, the script's goals so far, the streamers live, the match centre's events so
 * far); what it refuses.
 */
import { AnchorRoomCalls, parseStreamerMatchInfo } from '../../../src/contracts/anchors-room';
import { DevCalls } from '../../../src/contracts/dev-server';
import { MatchCentreCalls } from '../../../src/contracts/match-centre';
import { MINUTE, SECOND } from '../../../shell-demo/server/world/clock';
import { footballStateAt } from '../../../shell-demo/server/world/football/progress';
import { ensureFootballScript } from '../../../shell-demo/server/world/scripts';
import type { FootballMatch, WorldMatch } from '../../../shell-demo/server/world/match-types';
import { FootballStatus } from '../../../shell-demo/server/world/status';
import { callEnvelope } from './signed-client';
import { suiteServer } from './suite-server';

describe('development server: world controls', () => {
  let clock = Date.UTC(2026, 10, 21, 3, 10);
  const server = suiteServer(() => clock);

  const kickOff = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server().url}${DevCalls.kickOff}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { matchId?: number; matchDate?: number } };
  };
  /** The world a second on: the simulator's next tick. */
  const tick = () => {
    clock += SECOND;
    server().simulator().advanceTo(clock);
  };
  /** Football matches still to come with their teams and a streamer, the nearest first. */
  const upcoming = (): FootballMatch[] => {
    const world = server().world();
    return [...world.matches.values()]
      .filter(
        (match): match is FootballMatch =>
          match.sport === 'football' &&
          match.statusId === FootballStatus.notStarted &&
          match.homeId !== 0 &&
          match.matchDate > clock &&
          (world.hostsByMatch.get(match.id)?.length ?? 0) > 0,
      )
      .sort((a, b) => a.matchDate - b.matchDate);
  };
  const liveInfoOf = async (match: WorldMatch) => {
    const hostId = server().world().hostsByMatch.get(match.id)![0]!;
    const { envelope } = await callEnvelope(server().url, 'POST', AnchorRoomCalls.hostLiveMatchInfo.path, {
      form: { hostId },
      timestamp: clock,
    });
    return parseStreamerMatchInfo(envelope.data);
  };

  it.each([
    [30, FootballStatus.firstHalf],
    [70, FootballStatus.secondHalf],
  ])(
    'kicks a football match off at minute %i: in play there, its goals so far scored, its streamer live, its events so far in the centre',
    async (minute, statusId) => {
      const match = upcoming()[0]!;
      const { status, body } = await kickOff({ matchId: match.id, minute });
      expect(status).toBe(200);
      tick();
      expect(match).toMatchObject({ statusId, minute });
      expect(body.matchDate).toBe(match.matchDate);
      const played = clock - match.matchDate;
      expect(played).toBeGreaterThan((minute - 1) * MINUTE);
      // Minutes of play from kick-off: the first half's added time and the break lie before the second half's.
      expect(played).toBeLessThan(minute <= 45 ? minute * MINUTE : (minute + 30) * MINUTE);
      const script = ensureFootballScript(server().world(), match);
      const state = footballStateAt(script, played);
      expect([match.homeScore, match.awayScore]).toEqual([state.homeScore, state.awayScore]);
      expect(await liveInfoOf(match)).toMatchObject({ matchId: match.id, liveStatus: 1 });

      const { envelope } = await callEnvelope(server().url, 'POST', MatchCentreCalls.snapshot.path, {
        form: { matchId: match.id },
        timestamp: clock,
      });
      const centre = MatchCentreCalls.snapshot.answer(envelope.data, 'data');
      expect(centre.events.length).toBeGreaterThan(minute / 3);
      expect(centre.events.every((event) => event.at <= clock)).toBe(true);
    },
  );

  it('kicks a football match off at its half-time: at the break, 45 on the clock, the first half played', async () => {
    const match = upcoming()[0]!;
    expect((await kickOff({ matchId: match.id, halfTime: true })).status).toBe(200);
    tick();
    expect(match).toMatchObject({ statusId: FootballStatus.halfTime, minute: 45 });
    expect(match.homeHalfScore + match.awayHalfScore).toBe(match.homeScore + match.awayScore);
    // The break lasts a quarter of an hour: the second half is ahead.
    clock += 10 * MINUTE;
    server().simulator().advanceTo(clock);
    expect(match.statusId).toBe(FootballStatus.halfTime);
  });

  it('refuses a moment it cannot give: outside 1–90, not a number, both at once, a basketball game, a match under way', async () => {
    const [match] = upcoming();
    const game = [...server().world().matches.values()].find(
      (item) => item.sport === 'basketball' && item.matchDate > clock && item.homeId !== 0,
    )!;
    for (const body of [
      { matchId: match!.id, minute: 0 },
      { matchId: match!.id, minute: 91 },
      { matchId: match!.id, minute: 12.5 },
      { matchId: match!.id, minute: '20' },
      { matchId: match!.id, halfTime: false },
      { matchId: match!.id, minute: 20, halfTime: true },
      { matchId: game.id, minute: 20 },
    ])
      expect(await kickOff(body)).toMatchObject({ status: 400 });
    // Nothing moved: it still kicks off, and then not twice.
    expect(match!.statusId).toBe(FootballStatus.notStarted);
    expect((await kickOff({ matchId: match!.id, minute: 10 })).status).toBe(200);
    expect((await kickOff({ matchId: match!.id, minute: 10 })).status).toBe(400);
    expect((await kickOff({ matchId: 987_654_321, minute: 10 })).status).toBe(404);
  });
});
