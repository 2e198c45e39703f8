/**
 * The football score model: goals are Poisson with means set by the strength gap and home
 * advantage. The same means price the betting markets, so odds and results agree.
 */

const HOME_GOALS = 1.5;
const AWAY_GOALS = 1.15;
const NEUTRAL_GOALS = 1.3;
const STRENGTH_SENSITIVITY = 0.028;

export function expectedGoals(
  homeStrength: number,
  awayStrength: number,
  neutralVenue: boolean,
): { home: number; away: number } {
  const edge = (homeStrength - awayStrength) * STRENGTH_SENSITIVITY;
  const homeBase = neutralVenue ? NEUTRAL_GOALS : HOME_GOALS;
  const awayBase = neutralVenue ? NEUTRAL_GOALS : AWAY_GOALS;
  return {
    home: Math.min(3.6, Math.max(0.25, homeBase * Math.exp(edge))),
    away: Math.min(3.6, Math.max(0.25, awayBase * Math.exp(-edge))),
  };
}

function poissonProbabilities(mean: number, upTo: number): number[] {
  const probabilities: number[] = [];
  let probability = Math.exp(-mean);
  for (let goals = 0; goals <= upTo; goals += 1) {
    probabilities.push(probability);
    probability = (probability * mean) / (goals + 1);
  }
  return probabilities;
}

const outcomeCache = new Map<number, { home: number; draw: number; away: number }>();

/** Probabilities of a home win, a draw and an away win after 90 minutes between two strengths (memoised: strengths are integers). */
export function matchOutcomeProbabilities(
  homeStrength: number,
  awayStrength: number,
  neutralVenue: boolean,
): { home: number; draw: number; away: number } {
  const key = (homeStrength * 1000 + awayStrength) * 2 + (neutralVenue ? 1 : 0);
  const cached = outcomeCache.get(key);
  if (cached) return cached;
  const computed = outcomeProbabilities(expectedGoals(homeStrength, awayStrength, neutralVenue));
  outcomeCache.set(key, computed);
  return computed;
}

/** Probabilities of a home win, a draw and an away win after 90 minutes. */
export function outcomeProbabilities(expected: { home: number; away: number }): {
  home: number;
  draw: number;
  away: number;
} {
  const home = poissonProbabilities(expected.home, 10);
  const away = poissonProbabilities(expected.away, 10);
  let homeWin = 0;
  let draw = 0;
  let awayWin = 0;
  home.forEach((homeProbability, homeGoals) => {
    away.forEach((awayProbability, awayGoals) => {
      const probability = homeProbability * awayProbability;
      if (homeGoals > awayGoals) homeWin += probability;
      else if (homeGoals === awayGoals) draw += probability;
      else awayWin += probability;
    });
  });
  const total = homeWin + draw + awayWin;
  return { home: homeWin / total, draw: draw / total, away: awayWin / total };
}
