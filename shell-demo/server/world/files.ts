/**
 * What a generated image shows, so the file server can draw it: team crests (`crest-<teamId>.svg`,
 * the club's short name in its colours), avatars (`avatar-<personId>.svg`) and moment pictures
 * (`moment-<momentId>-<n>.svg`).
 */
import { nbaSideOf } from './basketball/exhibitions';
import { personKindOf } from './ids';
import { mixSeed } from './random';
import type { World } from './types';

export interface FileDescription {
  kind: 'crest' | 'avatar' | 'picture';
  title: string;
  colors: [string, string];
}

const AVATAR_COLORS: readonly [string, string][] = [
  ['#FF7A45', '#FFF1E8'],
  ['#36CFC9', '#E6FFFB'],
  ['#597EF7', '#F0F5FF'],
  ['#F759AB', '#FFF0F6'],
  ['#73D13D', '#F6FFED'],
  ['#FFC53D', '#FFFBE6'],
  ['#9254DE', '#F9F0FF'],
  ['#40A9FF', '#E6F7FF'],
];

function paletteFor(world: World, key: number): [string, string] {
  return AVATAR_COLORS[mixSeed(world.seed, key) % AVATAR_COLORS.length] ?? ['#888888', '#FFFFFF'];
}

function personName(world: World, personId: number): string | undefined {
  switch (personKindOf(personId)) {
    case 'player':
      return world.footballPlayers.get(personId)?.name ?? world.nbaPlayers.get(personId)?.name;
    case 'host':
      return world.hosts.get(personId)?.nickName;
    case 'expert':
      return world.experts.get(personId)?.name;
    case 'user':
      return world.rankingUsers.get(personId)?.nickName;
    default:
      return undefined;
  }
}

export function describeFile(world: World, fileId: string): FileDescription | undefined {
  const crest = /^crest-(\d+)\.svg$/.exec(fileId);
  if (crest) {
    const teamId = Number(crest[1]);
    const team = world.footballTeams.get(teamId) ?? nbaSideOf(world, teamId);
    return team ? { kind: 'crest', title: team.shortNameZh, colors: team.colors } : undefined;
  }
  const avatar = /^avatar-(\d+)\.svg$/.exec(fileId);
  if (avatar) {
    const personId = Number(avatar[1]);
    const name = personName(world, personId);
    return name === undefined ? undefined : { kind: 'avatar', title: name, colors: paletteFor(world, personId) };
  }
  const picture = /^moment-(\d+)-(\d+)\.svg$/.exec(fileId);
  if (picture) {
    const moment = world.moments.get(Number(picture[1]));
    const index = Number(picture[2]);
    if (!moment || index < 1 || index > moment.pictureIds.length) return undefined;
    const host = world.hosts.get(moment.hostId);
    return { kind: 'picture', title: host?.nickName ?? '', colors: paletteFor(world, moment.id * 10 + index) };
  }
  return undefined;
}
