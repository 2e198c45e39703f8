/**
 * Groups of player fields the football and NBA answers share, declared once and spread into their
 * objects (`object({ rank: asNumber, ...playerRef })`).
 */
import { asNumber, asString, numberOr0, stringOrEmpty } from './parse';

/** A player named in a row (a ranking, a team's best players): who he is and his picture. */
export const playerRef = { playerId: asNumber, name: asString, pictureId: stringOrEmpty };

/** A player's particulars, as his page and his team's squad show them. */
export const playerParticulars = {
  /** Football goalkeeper | defender | midfielder | forward; basketball one of NBA_POSITIONS (as the wire spells them). */
  position: stringOrEmpty,
  shirtNumber: numberOr0,
  /** YYYY-MM-DD */
  birthday: stringOrEmpty,
  heightCm: numberOr0,
  weightKg: numberOr0,
  pictureId: stringOrEmpty,
};
