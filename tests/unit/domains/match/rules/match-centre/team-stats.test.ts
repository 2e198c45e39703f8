/** Football team statistics counted from the events, each figure by its own event kinds. */
import { footballTeamStats } from '@src/domains/match/rules/match-centre/team-stats';
import { event } from './centre-events';

describe('football team stats', () => {
  it('counts a goal as a shot on target, an own goal as neither', () => {
    expect(footballTeamStats([event({ kind: 'goal', side: 'home', detail: 'own-goal' })]).home).toMatchObject({
      shots: 0,
      onTarget: 0,
    });
    expect(footballTeamStats([event({ kind: 'goal', side: 'home', detail: 'goal' })]).home).toMatchObject({
      shots: 1,
      onTarget: 1,
    });
  });

  it('counts a straight red as a red card, not a yellow', () => {
    expect(footballTeamStats([event({ kind: 'card', side: 'away', detail: 'red' })]).away).toMatchObject({
      yellowCards: 0,
      redCards: 1,
    });
  });

  it('shares the ball 50–50 before any minute of possession is known', () => {
    const { home, away } = footballTeamStats([event({ kind: 'corner', side: 'home' })]);
    expect([home.possession, away.possession]).toEqual([50, 50]);
  });

  it('counts an event of neither side for neither team', () => {
    const { home, away } = footballTeamStats([
      event({ kind: 'corner', side: '' }),
      event({ kind: 'shot', side: '', detail: 'on-target' }),
    ]);
    expect([home.corners, away.corners, home.shots, away.shots]).toEqual([0, 0, 0, 0]);
  });
});
