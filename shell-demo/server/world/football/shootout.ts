/** Penalty shoot-outs: drawn kick by kick, or scripted to end at a known score (Euro 2024's). */
import type { FootballScript } from '../play-types';
import type { Rng } from '../random';

export function drawShootout(rng: Rng): NonNullable<FootballScript['penalties']> {
  const kicks: { side: 'home' | 'away'; scored: boolean }[] = [];
  let home = 0;
  let away = 0;
  for (let round = 1; round <= 20; round += 1) {
    const homeScored = rng.chance(0.76);
    kicks.push({ side: 'home', scored: homeScored });
    if (homeScored) home += 1;
    if (round <= 5 && (home > away + (6 - round) || away > home + (5 - round))) break;
    const awayScored = rng.chance(0.74);
    kicks.push({ side: 'away', scored: awayScored });
    if (awayScored) away += 1;
    if (round <= 5 && (home > away + (5 - round) || away > home + (5 - round))) break;
    if (round >= 5 && home !== away) break;
  }
  if (home === away) {
    // Twenty rounds without a winner is vanishingly rare; settle it with one more kick.
    kicks.push({ side: 'home', scored: true });
    home += 1;
  }
  return { home, away, kicks };
}

/**
 * A shoot-out that ends exactly at `home`–`away`, under the same rules as a drawn one: the first
 * sequence of kicks, scored ones tried first, that reaches that score — home kicking first, or
 * away first where that score cannot come out the other way (a 3–5 loss of the side kicking
 * first would have been over at 3–4).
 */
export function scriptedShootout(home: number, away: number): NonNullable<FootballScript['penalties']> {
  const kicks: { side: 'home' | 'away'; scored: boolean }[] = [];
  const decided = (homeTaken: number, awayTaken: number, homeGoals: number, awayGoals: number): boolean => {
    if (homeTaken <= 5 && awayTaken <= 5) {
      return homeGoals > awayGoals + (5 - awayTaken) || awayGoals > homeGoals + (5 - homeTaken);
    }
    return homeTaken === awayTaken && homeGoals !== awayGoals;
  };
  const search = (first: 'home' | 'away', homeGoals: number, awayGoals: number): boolean => {
    const homeTaken = kicks.filter((kick) => kick.side === 'home').length;
    const awayTaken = kicks.length - homeTaken;
    if (homeGoals > home || awayGoals > away || kicks.length > 40) return false;
    if (kicks.length > 0 && decided(homeTaken, awayTaken, homeGoals, awayGoals))
      return homeGoals === home && awayGoals === away;
    const side = homeTaken === awayTaken ? first : first === 'home' ? 'away' : 'home';
    for (const scored of [true, false]) {
      kicks.push({ side, scored });
      const next = [homeGoals + (side === 'home' && scored ? 1 : 0), awayGoals + (side === 'away' && scored ? 1 : 0)];
      if (search(first, next[0]!, next[1]!)) return true;
      kicks.pop();
    }
    return false;
  };
  if (home === away || !(search('home', 0, 0) || search('away', 0, 0)))
    throw new Error(`no shoot-out ends ${home}-${away}`);
  return { home, away, kicks };
}
