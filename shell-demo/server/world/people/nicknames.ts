/** Unique Chinese nicknames composed from the pools in data/nickname-words.ts. */
import {
  BASKETBALL_EXPERT_NICK_PREFIXES,
  EXPERT_NICK_PREFIXES,
  EXPERT_NICK_SUFFIXES,
  HOST_NICK_PREFIXES,
  HOST_NICK_SUFFIXES,
  USER_NICK_PARTS,
  USER_NICK_STYLES,
} from '../data/nickname-words';
import type { Rng } from '../random';

function combinations(prefixes: readonly string[], suffixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix}${suffix}`));
}

/** `count` distinct names such as 球探老李 or 足球小仙女 (numbered once the pool runs out). */
function distinct(rng: Rng, pool: readonly string[], count: number): string[] {
  const shuffled = rng.shuffle(pool);
  return Array.from({ length: count }, (_, index) => {
    const name = shuffled[index % shuffled.length] ?? '球迷';
    const lap = Math.floor(index / shuffled.length);
    return lap === 0 ? name : `${name}${lap + 1}`;
  });
}

export function hostNicknames(rng: Rng, count: number): string[] {
  return distinct(rng, combinations(HOST_NICK_PREFIXES, HOST_NICK_SUFFIXES), count);
}

/** One name per expert, in the order of `sports`, each from its sport's pool. */
export function expertNicknames(rng: Rng, sports: readonly ('football' | 'basketball')[]): string[] {
  const football = distinct(rng, combinations(EXPERT_NICK_PREFIXES, EXPERT_NICK_SUFFIXES), sports.length);
  const basketball = distinct(rng, combinations(BASKETBALL_EXPERT_NICK_PREFIXES, EXPERT_NICK_SUFFIXES), sports.length);
  let footballIndex = 0;
  let basketballIndex = 0;
  return sports.map(
    (sport) => (sport === 'basketball' ? basketball[basketballIndex++] : football[footballIndex++]) ?? '专家',
  );
}

export function userNicknames(rng: Rng, count: number): string[] {
  const pool = combinations(
    combinations(USER_NICK_PARTS, USER_NICK_PARTS).filter((_, index) => index % 7 === 0),
    USER_NICK_STYLES,
  );
  return distinct(rng, pool, count).map((name, index) =>
    index % 9 === 4 ? `用户${1000 + ((index * 7919) % 9000)}` : name,
  );
}
