/**
 * The sports' names in zh-CN: the sports list's own (contracts/sports.ts), by sport id. The other
 * locales' are in sport-messages.locales.ts, one for every sport of the list.
 */
import { SPORTS } from '../../contracts/sports';

export const sportMessages: { readonly names: Readonly<Record<number, string>> } = {
  names: Object.fromEntries(SPORTS.map((sport) => [sport.id, sport.name])),
};
