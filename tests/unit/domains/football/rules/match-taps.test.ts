/**
 * Status words and phases on real cases (the match layer's tables through the football rules),
 * and where a tap on a match or a streamer leads.
 */
// The domains' descriptors, as when the app starts: they declare the named links a tap follows.
import '@src/app/domains';
import { HostRoute } from '@src/contracts/host-routes';
import { matchClockLabel } from '@src/domains/match/rules/match-display';
import { statusWord } from '@src/domains/match/rules/match-status';
import { footballPhaseCode, footballPhaseWord } from '@src/domains/football/rules/match-phase';
import { anchorTarget, footballMatchTarget as matchTarget } from '@src/domains/match/rules/match-jump';
import { worldWithKeptScripts } from '@tests/support/kept-scripts';
import { footballSeasonIdOf } from '@shell-demo/server/world/ids';
import type { FootballMatch as WorldMatch } from '@shell-demo/server/world/match-types';
import { anchorInfo, liveValue } from '@tests/support/match-fixtures';

describe("status words and phases of the world's matches", () => {
  // Saturday evening in China: the leagues' 20th round is being played.
  const now = Date.UTC(2026, 10, 21, 11, 30);
  const world = worldWithKeptScripts({ now });
  const football = [...world.matches.values()].filter((match): match is WorldMatch => match.sport === 'football');
  const euro = football.filter((match) => match.seasonId === footballSeasonIdOf(11334));

  it('reads a match being played by its minute, half-time by its word', () => {
    const playing = football.find((match) => match.statusId === 2 || match.statusId === 4)!;
    expect(matchClockLabel({ ...playing, period: 0 }, playing.matchDate)).toMatch(/^\d+(\+\d+)?'$/);
    expect(footballPhaseWord(playing)).toBe(playing.statusId === 2 ? '上半场' : '下半场');
    expect(statusWord('football', 3)).toBe('中场');
    expect(footballPhaseWord(liveValue({ statusId: 3, minute: 45 }))).toBe('中场休息');
  });

  it('finished, postponed and cancelled matches say so', () => {
    const finished = football.find((match) => match.statusId === 8 && match.homePenaltyScore === null)!;
    expect(matchClockLabel({ ...finished, period: 0 }, finished.matchDate)).toBe('完场');
    expect(footballPhaseWord(finished)).toBe('完场');
    const postponed = football.find((match) => match.statusId === 9)!;
    expect(matchClockLabel({ ...postponed, period: 0 }, postponed.matchDate)).toBe('推迟');
    expect(footballPhaseCode(postponed)).toBeNull();
    const cancelled = football.find((match) => match.statusId === 12)!;
    expect(statusWord('football', cancelled.statusId)).toBe('取消');
  });

  it('Euro 2024: Portugal–France went to penalties; the phase is 点球结束', () => {
    const shootout = euro.find((match) => match.homePenaltyScore === 3 && match.awayPenaltyScore === 5)!;
    expect(footballPhaseCode(shootout)).toBe(1014);
    expect(footballPhaseWord(shootout)).toBe('点球结束');
  });

  it('extra time reads by its half; waiting for it, the shoot-out and an interruption by theirs', () => {
    expect(footballPhaseWord(liveValue({ statusId: 5, minute: 90 }))).toBe('等待加时');
    expect(footballPhaseWord(liveValue({ statusId: 5, minute: 98 }))).toBe('加时上半场');
    expect(footballPhaseWord(liveValue({ statusId: 5, minute: 112 }))).toBe('加时下半场');
    expect(footballPhaseWord(liveValue({ statusId: 7, minute: 120 }))).toBe('点球大战');
    expect(footballPhaseWord(liveValue({ statusId: 10 }))).toBe('中断');
    expect(footballPhaseWord(liveValue({ statusId: 11 }))).toBe('作废');
    expect(footballPhaseWord(liveValue({ statusId: 1 }))).toBeNull();
  });
});

describe('where a tap leads', () => {
  it("a finished match: the portal's result page", () => {
    expect(matchTarget({ id: 7, statusId: 8 })).toEqual({
      kind: 'host',
      path: HostRoute.resultDetail,
      query: { matchId: '7' },
    });
  });

  it('any other: the match page, with the streamer a tap opens (the live one first) and its tab', () => {
    const anchors = [anchorInfo({ hostId: 1 }), anchorInfo({ hostId: 2, hostLiveStatus: 1, liveStatus: 1 })];
    expect(matchTarget({ id: 7, statusId: 2, anchorInfo: anchors })).toEqual({
      kind: 'host',
      path: HostRoute.matchDetail,
      query: { matchId: '7', hostId: '2', tab: 'anchor' },
    });
    expect(matchTarget({ id: 7, statusId: 1 })).toEqual({
      kind: 'host',
      path: HostRoute.matchDetail,
      query: { matchId: '7', hostId: undefined, tab: undefined },
    });
  });

  it('a streamer: the live room', () => {
    expect(anchorTarget({ hostId: 300_002 })).toEqual({ kind: 'app', path: '/anchor/detail/300002' });
  });
});
