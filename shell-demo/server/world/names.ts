/**
 * Every name of the world in the languages the app may ask for (the `language` header): teams,
 * players, competitions and their stages, NBA conferences and divisions, streamers. Kept once
 * when the world is built, by the zh-CN text the queries write; an answer swaps each such text for
 * its form in the asked language (`localizeNames`), so no query needs to know the language.
 * Traditional forms come from a character table (data/traditional-chars.ts), English from the
 * originals the world keeps beside each name.
 */
import { LOCALES } from '../../../src/contracts/props';
import { HOST_NICK_PREFIXES, HOST_NICK_SUFFIXES } from './data/nickname-words';
import { HOST_NICK_WORDS_EN } from './data/nickname-words-en';
import { toTraditional } from './data/traditional-chars';
import type { NameForms, NameLanguage, World } from './types';

const CONFERENCES_EN: Readonly<Record<1 | 2, string>> = { 1: 'East', 2: 'West' };

/** A streamer's nickname in English: its prefix's and suffix's words, a lap number kept (球探老李2 → Scout Old Li 2). */
function hostNameEn(nickName: string): string {
  const prefix = HOST_NICK_PREFIXES.find((word) => nickName.startsWith(word));
  const rest = prefix ? nickName.slice(prefix.length) : nickName;
  const [, suffix = rest, lap = ''] = /^(.*?)(\d*)$/.exec(rest) ?? [];
  if (!prefix || !HOST_NICK_SUFFIXES.includes(suffix)) return nickName;
  return [HOST_NICK_WORDS_EN[prefix], HOST_NICK_WORDS_EN[suffix], lap].filter(Boolean).join(' ');
}

/** The forms of every name in `world`, by its zh-CN text. */
export function buildNameForms(world: World): Map<string, NameForms> {
  const names = new Map<string, NameForms>();
  const add = (zh: string, en: string) => {
    if (names.has(zh)) return;
    const traditional = toTraditional(zh);
    names.set(zh, { 'zh-TW': traditional, 'zh-HK': traditional, en });
  };
  for (const team of [...world.footballTeams.values(), ...world.nbaTeams.values()]) {
    add(team.nameZh, team.nameEn);
    add(team.shortNameZh, team.nameEn);
  }
  for (const team of world.nbaTeams.values()) {
    add(team.conferenceName, CONFERENCES_EN[team.conference]);
    add(team.divisionName, team.divisionNameEn);
  }
  for (const player of [...world.footballPlayers.values(), ...world.nbaPlayers.values()])
    add(player.name, player.nameEn);
  for (const competition of world.competitions.values()) {
    add(competition.nameZh, competition.nameEn);
    add(competition.shortNameZh, competition.nameEn);
  }
  for (const season of world.footballSeasons.values()) {
    for (const stage of season.stages) add(stage.nameZh, stage.nameEn);
  }
  for (const host of world.hosts.values()) add(host.nickName, hostNameEn(host.nickName));
  // A knockout side not yet known (queries/matches.ts's UNDECIDED).
  add('待定', 'TBD');
  return names;
}

/** The language a call asked for (the `language` header), when it is one a name is kept in. */
export function nameLanguageOf(header: string | undefined): NameLanguage | undefined {
  const locale = LOCALES.find((name) => name.toLowerCase() === header?.trim().toLowerCase());
  return locale === undefined || locale === 'zh-CN' ? undefined : locale;
}

/**
 * The server's own sentence a field carries (`owner` the object holding it) in the language asked,
 * or undefined for a field of names and writers' texts.
 */
export type FieldSentence = (
  field: string,
  text: string,
  owner: Readonly<Record<string, unknown>>,
) => string | undefined;

/**
 * `value` with every name in `language`'s form: a copy, the world's own objects untouched. Only
 * whole texts are names; a sentence that mentions one (a tip, a chat line) is its writer's, unless
 * `sentence` says the field is the server's own (server-sentences.ts). A list's items are in its field.
 */
export function localizeNames(
  value: unknown,
  names: ReadonlyMap<string, NameForms>,
  language: NameLanguage,
  sentence?: FieldSentence,
  field?: string,
  owner?: Readonly<Record<string, unknown>>,
): unknown {
  if (typeof value === 'string') {
    const said = field === undefined || owner === undefined ? undefined : sentence?.(field, value, owner);
    if (said !== undefined) return said;
    const name = names.get(value);
    if (name) return name[language];
    // The spec sends some lists as JSON text (a report's betInfo): its names answer in the language too.
    if (value.startsWith('[') || value.startsWith('{')) {
      try {
        return JSON.stringify(localizeNames(JSON.parse(value), names, language, sentence));
      } catch {
        return value;
      }
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => localizeNames(item, names, language, sentence, field, owner));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const object = value as Readonly<Record<string, unknown>>;
    return Object.fromEntries(
      Object.entries(object).map(([key, item]) => [key, localizeNames(item, names, language, sentence, key, object)]),
    );
  }
  return value;
}
