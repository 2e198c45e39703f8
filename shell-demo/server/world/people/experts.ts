/**
 * 100 experts (professors), each with 50 tips: most on matches already played (settled from
 * the results), a few on matches still to come (waiting). An expert's skill biases picks
 * toward what came true, which is what separates a 70 % tipster from a 45 % one.
 */
import { MINUTE } from '../clock';
import {
  BASKETBALL_TIP_SENTENCES,
  EXPERT_INTRODUCTIONS,
  EXPERT_TAGS,
  TIP_BODY_SENTENCES,
  TIP_HOOKS,
  TIP_TITLE_TEMPLATES,
} from '../data/texts';
import { EXPERT_ID_BASE, SportType, TIP_ID_BASE } from '../ids';
import { offerSelection, ticketOdds } from '../markets';
import { rngFor, type Rng } from '../random';
import { avatarFileId } from '../squads';
import type { WorldMatch } from '../match-types';
import type { BetSelection, BettingType, Expert, TipMessage } from './people-types';
import type { World } from '../types';
import { betPools, knownResult, type BetPools } from './bet-pools';
import { expertNicknames } from './nicknames';
import type { PeopleDraw } from './people-drawing';
import { addToList } from '../list-map';

export const EXPERT_COUNT = 100;
export const TIPS_PER_EXPERT = 50;
const MAX_COMMENTS = 39;

const PLAY_NAMES: Readonly<Record<'football' | 'basketball', Record<BettingType, string>>> = {
  football: { 1: '胜平负', 2: '让球', 3: '大小球' },
  basketball: { 1: '胜负', 2: '让分', 3: '大小分' },
};

function fill(template: string, selection: BetSelection): string {
  return template
    .replaceAll('{league}', selection.leagueName)
    .replaceAll('{home}', selection.homeName)
    .replaceAll('{away}', selection.awayName);
}

function tipText(rng: Rng, selection: BetSelection): { title: string; info: string } {
  const title = fill(rng.pick(TIP_TITLE_TEMPLATES), selection).replace('{hook}', rng.pick(TIP_HOOKS));
  const pool = selection.sport === 'basketball' ? BASKETBALL_TIP_SENTENCES : TIP_BODY_SENTENCES;
  const sentences = rng
    .shuffle(pool)
    .slice(0, rng.int(3, 5))
    .map((sentence) => fill(sentence, selection));
  return { title, info: `${sentences.join('')}推荐：${selection.pickLabel}（赔率 ${selection.odds}）。` };
}

function addTip(world: World, tip: TipMessage): void {
  world.tips.set(tip.id, tip);
  for (const selection of tip.messageMatchList) {
    addToList(world.tipsByMatch, selection.matchId, tip.id);
  }
  addToList(world.tipsByExpert, tip.professorId, tip.id);
}

function pickMatches(rng: Rng, pool: readonly WorldMatch[], count: number): WorldMatch[] {
  const chosen = new Set<WorldMatch>();
  for (let attempt = 0; attempt < count * 4 && chosen.size < count && pool.length > 0; attempt += 1)
    chosen.add(rng.pick(pool));
  return [...chosen];
}

function buildTips(world: World, expert: Expert, expertIndex: number, pools: BetPools, now: number): void {
  const rng = rngFor(world.seed, 'tips', expert.id);
  const sport = expert.sportsType === SportType.basketball ? 'basketball' : 'football';
  const upcomingCount = rng.int(3, 6);
  const plan = [
    ...pickMatches(rng, pools.past[sport], TIPS_PER_EXPERT - upcomingCount).map((match) => ({ match, past: true })),
    ...pickMatches(rng, pools.upcoming[sport], upcomingCount).map((match) => ({ match, past: false })),
  ].sort((a, b) => a.match.matchDate - b.match.matchDate || a.match.id - b.match.id);
  const favouriteType = rng.pick([1, 2, 3] as const);
  plan.forEach(({ match, past }, index) => {
    const parlay = rng.chance(0.08);
    const bettingType: BettingType = parlay ? 1 : rng.chance(0.6) ? favouriteType : rng.pick([1, 2, 3] as const);
    const legs = [match];
    if (parlay) {
      const pool = past ? pools.past[sport] : pools.upcoming[sport];
      const partner = pool.find(
        (candidate) => candidate.id !== match.id && Math.abs(candidate.matchDate - match.matchDate) < 6 * 60 * MINUTE,
      );
      if (partner) legs.push(partner);
    }
    const selections = legs.map((leg) =>
      offerSelection(world, rng, leg, {
        bettingType,
        ...(past ? { known: knownResult(world, leg), skill: expert.skill } : {}),
      }),
    );
    const first = selections[0];
    if (!first) return;
    const firstKickoff = Math.min(...legs.map((leg) => leg.matchDate));
    const text = tipText(rng, first);
    const goldPrice = rng.pick([0, 18, 28, 38, 38, 58, 58, 88, 128]);
    const openBackGold = goldPrice > 0 && rng.chance(0.4) ? 1 : 0;
    const readCount = Math.round(80 * Math.exp(rng.float(0, 5.5)));
    addTip(world, {
      id: TIP_ID_BASE + expertIndex * 100 + index + 1,
      professorId: expert.id,
      sportsType: expert.sportsType,
      bettingType,
      sportsTitle: text.title,
      sportsInfo: text.info,
      sportsPlay: selections.length > 1 ? '二串一' : PLAY_NAMES[sport][bettingType],
      tag: selections.length > 1 ? '串关' : first.leagueName,
      messageMatchList: selections,
      result: 'waiting',
      goldPrice,
      openBackGold,
      returnGoldPercentage: openBackGold ? 100 : 0,
      readCount,
      commentCount: Math.min(MAX_COMMENTS, rng.poisson(readCount > 3000 ? 12 : 4)),
      isHot: readCount > 6000 ? 1 : 0,
      isTripartite: 0,
      publishTime: Math.min(now - rng.int(5, 120) * MINUTE, firstKickoff - rng.int(60, 20 * 60) * MINUTE),
      yieldRate: Math.round((ticketOdds(selections) - 1) * 100),
      settledAt: null,
    });
  });
}

/**
 * The experts and their tips, to be drawn later (people-drawing.ts): the bet pools are taken
 * now, from the matches as they stand before the build plays them; one expert per step.
 */
export function expertsToDraw(world: World, now: number): PeopleDraw {
  const pools = betPools(world, now, 25, { inPlay: true });
  return (into) => drawExperts(into, now, pools);
}

function* drawExperts(world: World, now: number, pools: BetPools): Generator<void> {
  const rng = rngFor(world.seed, 'experts');
  const sportTypes = Array.from({ length: EXPERT_COUNT }, () =>
    rng.chance(0.25) ? SportType.basketball : SportType.football,
  );
  const names = expertNicknames(
    rng,
    sportTypes.map((sportsType) => (sportsType === SportType.basketball ? 'basketball' : 'football')),
  );
  for (let index = 0; index < EXPERT_COUNT; index += 1) {
    const id = EXPERT_ID_BASE + index;
    const sportsType = sportTypes[index] ?? SportType.football;
    const attention = Math.round(50 * Math.exp(rng.float(0, 7)));
    const expert: Expert = {
      id,
      name: names[index] ?? `专家${index}`,
      tag: sportsType === SportType.basketball ? '篮球专家' : rng.pick(EXPERT_TAGS.filter((tag) => tag !== '篮球专家')),
      profile: avatarFileId(id),
      introduction: rng.pick(EXPERT_INTRODUCTIONS),
      sportsType,
      attention,
      hotStatus: attention > 8000 ? 1 : 0,
      skill: rng.float(0, 0.3),
    };
    world.experts.set(id, expert);
    buildTips(world, expert, index, pools, now);
    yield;
  }
}
