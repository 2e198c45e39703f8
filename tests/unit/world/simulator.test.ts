/** @jest-environment node */
import type { WorldChange } from '../../../shell-demo/server/world/changes';
import { HOUR, MINUTE, fixedClock } from '../../../shell-demo/server/world/clock';
import { createWorld } from '../../../shell-demo/server/world/create-world';
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { createBasketballScript } from '../../../shell-demo/server/world/basketball/script';
import { basketballStatusTimeline } from '../../../shell-demo/server/world/basketball/progress';
import { footballStatusTimeline } from '../../../shell-demo/server/world/football/progress';
import { createFootballScript } from '../../../shell-demo/server/world/football/script';
import { MatchSimulator } from '../../../shell-demo/server/world/simulator';
import {
  BASKETBALL_TRANSITIONS,
  FOOTBALL_TRANSITIONS,
  FootballStatus,
  isAllowedBasketballTransition,
  isAllowedFootballTransition,
  type BasketballStatusId,
  type FootballStatusId,
} from '../../../shell-demo/server/world/status';
import type { FootballPlayer } from '../../../shell-demo/server/world/team-types';
import type { World } from '../../../shell-demo/server/world/types';
import { TEST_SEED, utc } from './support/world-fixtures';

function isAllowed(change: Extract<WorldChange, { kind: 'match-status' }>): boolean {
  return change.sport === 'football'
    ? isAllowedFootballTransition(change.fromStatusId as FootballStatusId, change.statusId as FootballStatusId)
    : isAllowedBasketballTransition(change.fromStatusId as BasketballStatusId, change.statusId as BasketballStatusId);
}

function matchSnapshot(world: World): Map<number, string> {
  const snapshot = new Map<number, string>();
  for (const match of world.matches.values()) {
    if (match.endedAt !== null) snapshot.set(match.id, JSON.stringify(match));
  }
  return snapshot;
}

describe('the match simulator', () => {
  const now = utc(18, 10);

  it('publishes only allowed status transitions, each following the previous status', () => {
    const world = worldWithKeptScripts({ seed: TEST_SEED, now });
    const simulator = new MatchSimulator(world, { clock: fixedClock(now) });
    const lastStatus = new Map([...world.matches.values()].map((match) => [match.id, match.statusId as number]));
    const changes: WorldChange[] = [];
    simulator.on('change', (change) => changes.push(change));
    for (let minute = 1; minute <= 4 * 60; minute += 1) simulator.advanceTo(now + minute * MINUTE);
    // One long jump as well: intermediate statuses must still be published one by one.
    simulator.advanceTo(now + 12 * HOUR);

    const statusChanges = changes.filter(
      (change): change is Extract<WorldChange, { kind: 'match-status' }> => change.kind === 'match-status',
    );
    expect(statusChanges.length).toBeGreaterThan(100);
    // Collected and compared once: an expect per change (over 100,000 of them) was a fifth of the file's time.
    const disallowed: string[] = [];
    const outOfTurn: string[] = [];
    for (const change of statusChanges) {
      const step = `match ${change.matchId}: ${change.fromStatusId} → ${change.statusId}`;
      if (!isAllowed(change)) disallowed.push(step);
      if (change.fromStatusId !== lastStatus.get(change.matchId))
        outOfTurn.push(`${step}, its previous status ${lastStatus.get(change.matchId)}`);
      lastStatus.set(change.matchId, change.statusId);
    }
    expect(disallowed).toEqual([]);
    expect(outOfTurn).toEqual([]);
    // Both sports went through kickoff and full time.
    expect(
      statusChanges.some((change) => change.sport === 'football' && change.statusId === FootballStatus.finished),
    ).toBe(true);
    expect(statusChanges.some((change) => change.sport === 'basketball' && change.statusId === 10)).toBe(true);
    // Changes arrive in time order, and every kind of change occurs.
    const backInTime = changes.filter((change, index) => index > 0 && change.at < (changes[index - 1]?.at ?? 0));
    expect(backInTime).toEqual([]);
    const kinds = new Set(changes.map((change) => change.kind));
    for (const kind of [
      'match-status',
      'match-score',
      'match-goal',
      'match-clock',
      'host-live',
      'tip-settled',
      'report-settled',
      'standings',
    ] as const) {
      expect(kinds).toContain(kind);
    }
  });

  it('never changes a finished match again', () => {
    const world = worldWithKeptScripts({ seed: TEST_SEED, now });
    const simulator = new MatchSimulator(world);
    const before = matchSnapshot(world);
    expect(before.size).toBeGreaterThan(1000);
    const touched = new Set<number>();
    simulator.on('change', (change) => {
      if ('matchId' in change) touched.add(change.matchId);
    });
    for (let step = 1; step <= 36; step += 1) simulator.advanceTo(now + step * 10 * MINUTE);
    for (const [matchId, json] of before) {
      expect(touched.has(matchId)).toBe(false);
      expect(JSON.stringify(world.matches.get(matchId))).toBe(json);
    }
    // Matches finished during the run stay as they ended.
    const during = matchSnapshot(world);
    simulator.advanceTo(now + 30 * HOUR);
    for (const [matchId, json] of during) expect(JSON.stringify(world.matches.get(matchId))).toBe(json);
  });

  it('brings a world to the same matches as a world built later the same day', () => {
    // 02:00 and 06:30 UTC are 10:00 and 14:30 on the same day in UTC+8, where the world's days run.
    const early = createWorld({ seed: TEST_SEED, now: utc(2) });
    new MatchSimulator(early).advanceTo(utc(6, 30));
    const late = createWorld({ seed: TEST_SEED, now: utc(6, 30) });
    expect([...early.matches.values()]).toEqual([...late.matches.values()]);
    expect(early.footballStats).toEqual(late.footballStats);
  });

  describe('on a shared world', () => {
    const world = worldWithKeptScripts({ seed: TEST_SEED, now });
    const simulator = new MatchSimulator(world);
    let changes: WorldChange[] = [];

    beforeAll(() => {
      changes = simulator.advanceTo(now + 3 * HOUR);
    });

    it('keeps scores consistent with goals and never moves backwards in time', () => {
      expect(simulator.advanceTo(now + HOUR)).toEqual([]);
      for (const match of world.matches.values()) {
        if (match.sport !== 'football') continue;
        expect(match.goals.filter((goal) => goal.teamId === match.homeId).length).toBe(match.homeScore);
        expect(match.goals.filter((goal) => goal.teamId === match.awayId).length).toBe(match.awayScore);
      }
    });

    it('switches streamers live at kickoff and off at full time', () => {
      const hostChanges = changes.filter(
        (change): change is Extract<WorldChange, { kind: 'host-live' }> => change.kind === 'host-live',
      );
      expect(hostChanges.some((change) => change.scheduleLiveStatus === 1)).toBe(true);
      expect(hostChanges.some((change) => change.scheduleLiveStatus === 2)).toBe(true);
      // Each names its streamer: a page that knows nothing else of them says who went live.
      for (const change of hostChanges) expect(change.nickName).toBe(world.hosts.get(change.hostId)!.nickName);
      for (const host of world.hosts.values()) {
        if (host.liveStatus === 3) continue;
        const streaming = host.liveSchedule.some((entry) => entry.liveStatus === 1);
        expect(host.liveStatus).toBe(streaming ? 1 : 0);
        for (const entry of host.liveSchedule) {
          const match = world.matches.get(entry.matchId);
          if (!match) continue;
          const expected = match.endedAt !== null ? 2 : match.statusId === 1 ? 0 : 1;
          expect(entry.liveStatus).toBe(expected);
        }
      }
    });

    it('runs on a real interval when started', () => {
      jest.useFakeTimers();
      try {
        let time = world.currentTime;
        const ticking = new MatchSimulator(world, { clock: { now: () => time }, tickMs: 1000 });
        const seen: WorldChange[] = [];
        ticking.on('change', (change) => seen.push(change));
        ticking.start();
        expect(ticking.running).toBe(true);
        time += 10 * MINUTE;
        jest.advanceTimersByTime(1000);
        expect(world.currentTime).toBe(time);
        expect(seen.length).toBeGreaterThan(0);
        ticking.stop();
        expect(ticking.running).toBe(false);
      } finally {
        jest.useRealTimers();
      }
    });
  });
});

describe('knockout scripts and overtime', () => {
  const squad = (teamId: number): FootballPlayer[] =>
    Array.from({ length: 25 }, (_, index) => ({
      id: teamId * 100 + index + 1,
      teamId,
      name: `Player ${index}`,
      nameEn: `Player ${index}`,
      position: index < 3 ? 'goalkeeper' : index < 11 ? 'defender' : index < 19 ? 'midfielder' : 'forward',
      positionZh: '',
      shirtNumber: index + 1,
      birthday: '2000-01-01',
      nationality: '',
      heightCm: 180,
      weightKg: 75,
      rating: 70,
      pictureId: '',
    }));

  it('goes to extra time and penalties only when a knockout is level, along allowed transitions', () => {
    let shootouts = 0;
    let extraTimeOnly = 0;
    for (let matchId = 1; matchId <= 300; matchId += 1) {
      const script = createFootballScript(
        TEST_SEED,
        matchId,
        { id: 11, strength: 70, squad: squad(11) },
        { id: 12, strength: 70, squad: squad(12) },
        {
          neutralVenue: true,
          knockout: { mustDecide: true, earlierHome: 0, earlierAway: 0 },
        },
      );
      const statuses = [FootballStatus.notStarted, ...footballStatusTimeline(script).map((step) => step.statusId)];
      for (let index = 1; index < statuses.length; index += 1) {
        const from = statuses[index - 1] as FootballStatusId;
        const to = statuses[index] as FootballStatusId;
        expect(FOOTBALL_TRANSITIONS[from]).toContain(to);
      }
      const home = script.goals.filter((goal) => goal.teamId === 11).length;
      const away = script.goals.filter((goal) => goal.teamId === 12).length;
      if (script.penalties) {
        shootouts += 1;
        expect(home).toBe(away);
        expect(script.penalties.home).not.toBe(script.penalties.away);
        expect(statuses.slice(-3)).toEqual([
          FootballStatus.extraTime,
          FootballStatus.penaltyShootout,
          FootballStatus.finished,
        ]);
      } else {
        expect(home).not.toBe(away);
        if (statuses.includes(FootballStatus.extraTime)) extraTimeOnly += 1;
      }
    }
    expect(shootouts).toBeGreaterThan(0);
    expect(extraTimeOnly).toBeGreaterThan(0);
  });

  it('plays basketball overtime until someone leads', () => {
    let overtimes = 0;
    for (let matchId = 1; matchId <= 400; matchId += 1) {
      const roster = (teamId: number) =>
        Array.from({ length: 15 }, (_, index) => ({
          id: teamId * 100 + index + 1,
          teamId,
          name: '',
          nameEn: '',
          position: 'forward' as const,
          positionZh: '',
          shirtNumber: index,
          birthday: '',
          heightCm: 200,
          weightKg: 100,
          usage: 1,
          rebounding: 1,
          passing: 1,
          blocking: 1,
          stealing: 1,
          pictureId: '',
        }));
      const script = createBasketballScript(
        TEST_SEED,
        matchId,
        { id: 21, strength: 75, roster: roster(21) },
        { id: 22, strength: 75, roster: roster(22) },
      );
      const home = script.homePeriods.reduce((sum, points) => sum + points, 0);
      const away = script.awayPeriods.reduce((sum, points) => sum + points, 0);
      expect(home).not.toBe(away);
      expect(script.box.filter((line) => line.teamId === 21).reduce((sum, line) => sum + line.points, 0)).toBe(home);
      const statuses = [1, ...basketballStatusTimeline(script).map((step) => step.statusId)];
      for (let index = 1; index < statuses.length; index += 1) {
        expect(BASKETBALL_TRANSITIONS[statuses[index - 1] as BasketballStatusId]).toContain(statuses[index]);
      }
      if (script.homePeriods.length > 4) {
        overtimes += 1;
        expect(statuses).toContain(9);
      }
    }
    expect(overtimes).toBeGreaterThan(0);
  });
});

describe('a kickoff moved by the development control', () => {
  it('kicks a match that has not started off now: in its first half a minute later, its streamers live; a started one refuses', () => {
    const now = utc(18, 10);
    const world = worldWithKeptScripts({ seed: TEST_SEED, now });
    const simulator = new MatchSimulator(world, { clock: fixedClock(now) });
    simulator.advanceTo(now + 1);
    const later = [...world.matches.values()].find(
      (match) =>
        match.sport === 'football' &&
        match.statusId === FootballStatus.notStarted &&
        match.matchDate > now + 2 * HOUR &&
        (world.hostsByMatch.get(match.id)?.length ?? 0) > 0,
    )!;
    expect(later).toBeDefined();

    expect(simulator.kickOff(later.id, now + 1)).toBe(true);
    const changes = simulator.advanceTo(now + MINUTE + 1);
    expect(later.statusId).toBe(FootballStatus.firstHalf);
    expect(later.matchDate).toBe(now + 1);
    expect(changes.some((change) => change.kind === 'match-status' && change.matchId === later.id)).toBe(true);
    const hostId = world.hostsByMatch.get(later.id)![0]!;
    expect(world.hosts.get(hostId)!.liveSchedule.find((entry) => entry.matchId === later.id)).toMatchObject({
      liveStatus: 1,
      startDate: now + 1,
    });

    expect(simulator.kickOff(later.id, now + 2 * MINUTE)).toBe(false);
    expect(later.matchDate).toBe(now + 1);
  });
});
