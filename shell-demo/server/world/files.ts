/**
 * What a generated image shows, so the file server can draw it: team crests (`crest-<teamId>.svg`,
 * the club's short name in its colours), avatars (`avatar-<personId>.svg`) and moment pictures
 * (`moment-<momentId>-<n>.svg`).
 */
import { nbaSideOf } from './basketball/exhibitions';
import { personKindOf } from './ids';
import { mixSeed } from './random';
import type { NameLanguage, World } from './types';

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

/** The languages a world picture is drawn in besides zh-CN's: its id's ending (`crest-41-en.svg`). */
const PICTURE_LANGUAGE = '(?:-(en|zh-TW|zh-HK))?';
const CREST_FILE = new RegExp(`^crest-(\\d+)${PICTURE_LANGUAGE}\\.svg$`);
const AVATAR_FILE = new RegExp(`^avatar-(\\d+)${PICTURE_LANGUAGE}\\.svg$`);

/** A crest's or an avatar's id as the world writes it (zh-CN's: no language ending). */
const NAMED_PICTURE = /^(?:crest|avatar)-\d+\.svg$/;

/**
 * `fileId`, an answer's crest or avatar, as the picture in `language`: its id with the language's
 * ending (a name drawn on it reads in that language); any other id as it is. Every string of an
 * answer in another language comes through here: most are ruled out by their ending alone.
 */
export const pictureIn = (fileId: string, language: NameLanguage): string =>
  fileId.endsWith('.svg') && NAMED_PICTURE.test(fileId) ? `${fileId.slice(0, -'.svg'.length)}-${language}.svg` : fileId;

/** A crest's name: the short name, its form in Traditional Chinese, the club's code in English (MCI: its English name does not fit). */
function crestTitle(world: World, team: { shortNameZh: string; code: string }, language?: NameLanguage): string {
  if (language === 'en') return team.code;
  return language ? (world.names.get(team.shortNameZh)?.[language] ?? team.shortNameZh) : team.shortNameZh;
}

/**
 * What a world picture shows, in the language its id ends with (none: zh-CN): a crest its club's
 * name (crestTitle), an avatar the person's name (the file server draws its first letter).
 */
export function describeFile(world: World, fileId: string): FileDescription | undefined {
  const crest = CREST_FILE.exec(fileId);
  if (crest) {
    const teamId = Number(crest[1]);
    const language = crest[2] as NameLanguage | undefined;
    const team = world.footballTeams.get(teamId) ?? nbaSideOf(world, teamId);
    if (!team) return undefined;
    return { kind: 'crest', title: crestTitle(world, team, language), colors: team.colors };
  }
  const avatar = AVATAR_FILE.exec(fileId);
  if (avatar) {
    const personId = Number(avatar[1]);
    const language = avatar[2] as NameLanguage | undefined;
    const name = personName(world, personId);
    if (name === undefined) return undefined;
    const title = language ? (world.names.get(name)?.[language] ?? name) : name;
    return { kind: 'avatar', title, colors: paletteFor(world, personId) };
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
