/**
 * The world's teams and players: football clubs and national teams, the NBA's thirty, and their
 * squads' players with the Chinese names the pages print and the originals printed second.
 */

interface TeamBase {
  id: number;
  nameZh: string;
  nameEn: string;
  shortNameZh: string;
  /** Three-letter code (MCI, LAL). */
  code: string;
  /** Primary and secondary colour, used to draw the crest. */
  colors: [string, string];
  /** `crest-<id>.svg`, served by the file call. */
  logoFileId: string;
  /** 0–100; drives the score models. */
  strength: number;
  venue: string;
}

export interface FootballTeam extends TeamBase {
  sport: 'football';
  kind: 'club' | 'national';
  /** The domestic league of a club. */
  leagueId: number | null;
  countryZh: string;
}

export interface NbaTeam extends TeamBase {
  sport: 'basketball';
  cityZh: string;
  /** East 1, west 2. */
  conference: 1 | 2;
  conferenceName: string;
  divisionNameEn: string;
  /** Chinese division name, e.g. 太平洋区. */
  divisionName: string;
}

export type FootballPosition = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';

export interface FootballPlayer {
  id: number;
  teamId: number;
  /** Chinese, as the pages print it. */
  name: string;
  /** The original (Latin) name, printed second. */
  nameEn: string;
  position: FootballPosition;
  positionZh: string;
  shirtNumber: number;
  /** YYYY-MM-DD */
  birthday: string;
  nationality: string;
  heightCm: number;
  weightKg: number;
  /** 40–95 overall. */
  rating: number;
  /** `avatar-<id>.svg` */
  pictureId: string;
}

export type NbaPosition = 'center' | 'forward' | 'point guard' | 'power forward' | 'shooting guard' | 'small forward';

export interface NbaPlayer {
  id: number;
  teamId: number;
  /** Chinese, as the pages print it. */
  name: string;
  /** The original (Latin) name, printed second. */
  nameEn: string;
  position: NbaPosition;
  positionZh: string;
  shirtNumber: number;
  birthday: string;
  heightCm: number;
  weightKg: number;
  /** Relative weights for sharing out a team's box score. */
  usage: number;
  rebounding: number;
  passing: number;
  blocking: number;
  stealing: number;
  pictureId: string;
}
