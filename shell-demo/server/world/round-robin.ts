/** Round-robin pairings by the circle method: every team meets every other once per cycle. */

export type Pairing = [home: number, away: number];

/** n − 1 rounds of n / 2 pairings (n even); home and away alternate from round to round. */
export function singleRoundRobin(teamIds: readonly number[]): Pairing[][] {
  if (teamIds.length % 2 !== 0) throw new Error('round robin needs an even number of teams');
  const [fixed, ...rotating] = teamIds;
  if (fixed === undefined) return [];
  const rounds: Pairing[][] = [];
  for (let round = 0; round < teamIds.length - 1; round += 1) {
    const shift = rotating.length - round;
    const order = [fixed, ...rotating.slice(shift % rotating.length), ...rotating.slice(0, shift % rotating.length)];
    const pairs: Pairing[] = [];
    for (let index = 0; index < order.length / 2; index += 1) {
      const first = order[index] as number;
      const second = order[order.length - 1 - index] as number;
      pairs.push((round + index) % 2 === 0 ? [first, second] : [second, first]);
    }
    rounds.push(pairs);
  }
  return rounds;
}

/** Two cycles, the second with home and away swapped: each pair meets once at each ground. */
export function doubleRoundRobin(teamIds: readonly number[]): Pairing[][] {
  const first = singleRoundRobin(teamIds);
  return [...first, ...first.map((round) => round.map(([home, away]): Pairing => [away, home]))];
}
