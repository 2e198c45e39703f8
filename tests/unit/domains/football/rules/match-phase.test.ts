/** The detailed phase of a football match from its status and minute (rules/match-phase.ts). */
import { FootballPhase, footballPhaseCode } from '@src/domains/football/rules/match-phase';

describe('football phase codes', () => {
  it('reads each status of play as its phase', () => {
    const code = (statusId: number, minute = 0) => footballPhaseCode({ statusId, minute });
    expect([code(2, 20), code(3, 45), code(4, 60), code(7, 120), code(10), code(11)]).toEqual([
      FootballPhase.firstHalf,
      FootballPhase.halfBreak,
      FootballPhase.secondHalf,
      FootballPhase.shootout,
      FootballPhase.interrupted,
      FootballPhase.discarded,
    ]);
    expect(code(1)).toBeNull();
  });

  it('tells the halves of extra time apart by the minute: 105 is still the first', () => {
    const extraTime = (minute: number) => footballPhaseCode({ statusId: 5, minute });
    expect([extraTime(90), extraTime(91), extraTime(105), extraTime(106)]).toEqual([
      FootballPhase.waitingForExtraTime,
      FootballPhase.extraTimeFirstHalf,
      FootballPhase.extraTimeFirstHalf,
      FootballPhase.extraTimeSecondHalf,
    ]);
  });

  it('ends after a shoot-out only with both sides’ penalties known', () => {
    const over = (homePenaltyScore: number | null, awayPenaltyScore: number | null) =>
      footballPhaseCode({ statusId: 8, minute: 120, homePenaltyScore, awayPenaltyScore });
    expect([over(4, 3), over(4, null), over(null, 3), over(null, null)]).toEqual([
      FootballPhase.shootoutOver,
      FootballPhase.over,
      FootballPhase.over,
      FootballPhase.over,
    ]);
    expect(footballPhaseCode({ statusId: 8, minute: 90 })).toBe(FootballPhase.over);
  });
});
