/**
 * The entities of the seeded world. Field names follow spec section 3 where the spec names
 * them (statusId, matchDate, homeId, liveSchedule, hitPercents, bettingReportList...); the rest
 * is what the pages need to look real (Chinese and English names, colours, venues).
 */
import type { BetResult as ContractBetResult } from '../../../src/contracts/bet-result';
import type { BasketballStatusId, FootballStatusId } from './status';

export type Sport = 'football' | 'basketball';

// ---------------------------------------------------------------- teams and players

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

// ---------------------------------------------------------------- football competitions

export type CompetitionKind = 'league' | 'cup' | 'tournament' | 'friendly';

export interface Competition {
  id: number;
  nameZh: string;
  nameEn: string;
  shortNameZh: string;
  kind: CompetitionKind;
  currentSeasonId: number;
}

export type StageKind = 'league' | 'group' | 'knockout';

export interface Stage {
  id: number;
  seasonId: number;
  nameZh: string;
  nameEn: string;
  kind: StageKind;
  /** Order in the season (0 first). */
  order: number;
  /** Group stages: A, B, ... */
  groupNames: string[];
  /** Knockout stages: 1 or 2 legs per tie. */
  legs: 1 | 2;
}

export interface FootballSeason {
  id: number;
  competitionId: number;
  /** 2026-27 (leagues) or 2026 (tournaments). */
  name: string;
  startDate: number;
  endDate: number;
  teamIds: number[];
  stages: Stage[];
  /** All fixtures of the season, by kickoff. */
  matchIds: number[];
  /** Group stages: team ids per group name. */
  groups: Record<string, number[]>;
  /** Knockout ties in bracket order per stage. */
  tieIds: number[];
}

/** Where a knockout slot's team comes from; resolved (teamId set) once the source is decided. */
export type TeamSource =
  | { kind: 'seed' }
  | { kind: 'group'; groupName: string; position: 1 | 2 }
  /** One of the best third-placed teams; `slot` indexes the tournament's third-place slots, each open to some groups. */
  | { kind: 'best-third'; slot: number; allowedGroups: string[] }
  | { kind: 'winner'; tieId: number }
  | { kind: 'loser'; tieId: number }
  | { kind: 'nba-cup-seed'; conference: 1 | 2; seed: number; cutoff: number };

export interface TeamSlot {
  teamId: number;
  source: TeamSource;
}

export interface KnockoutTie {
  id: number;
  sport: Sport;
  /** single match, two legs (aggregate, then extra time and penalties in leg 2), or an NBA best-of-7 series. */
  format: 'single' | 'two-legs' | 'best-of-7';
  seasonId: number;
  stageId: number;
  /** Position in the stage's bracket order (0 first). */
  order: number;
  /** Team A plays at home in the first (or only) leg. */
  teamA: TeamSlot;
  teamB: TeamSlot;
  matchIds: number[];
  winnerId: number;
  loserId: number;
}

export interface FootballGoal {
  kind: 'goal' | 'penalty' | 'own-goal';
  /** Display minute (45 during first-half stoppage, with extraMinute > 0). */
  minute: number;
  extraMinute: number;
  /** The team credited with the goal. */
  teamId: number;
  /** The scorer (for an own goal: the defender of the other team). */
  playerId: number;
  assistId: number | null;
  at: number;
}

export interface FootballMatch {
  id: number;
  sport: 'football';
  competitionId: number;
  seasonId: number;
  stageId: number;
  /** League round (1-based) or knockout leg. */
  round: number;
  groupName: string | null;
  tieId: number | null;
  matchDate: number;
  /** 0 while a knockout slot is not decided yet. */
  homeId: number;
  awayId: number;
  statusId: FootballStatusId;
  /** Display minute while playing (1–120), 0 before kickoff. */
  minute: number;
  /** Stoppage minutes shown as 45+2, 90+4. */
  extraMinute: number;
  homeScore: number;
  awayScore: number;
  homeHalfScore: number;
  awayHalfScore: number;
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
  goals: FootballGoal[];
  venue: string;
  /** Set when the match reaches a final status. */
  endedAt: number | null;
}

export interface BasketballMatch {
  id: number;
  sport: 'basketball';
  seasonId: number;
  kind: 'regular' | 'playoffs' | 'cup' | 'preseason' | 'allStar';
  stageId: number;
  matchDate: number;
  homeId: number;
  awayId: number;
  statusId: BasketballStatusId;
  /** 1–4 quarters, 5+ overtimes; 0 before tip-off. */
  period: number;
  /** Game clock of the current period in seconds. */
  clockSeconds: number;
  homeScore: number;
  awayScore: number;
  homePeriodScores: number[];
  awayPeriodScores: number[];
  /** Playoff series (`<seasonId>-<round>-<index>`) and game number, or cup tie. */
  seriesId: string | null;
  gameNumber: number;
  tieId: number | null;
  venue: string;
  endedAt: number | null;
}

export type WorldMatch = FootballMatch | BasketballMatch;

// ---------------------------------------------------------------- statistics

export interface FootballStatLine {
  playerId: number;
  teamId: number;
  minutesPlayed: number;
  goals: number;
  assists: number;
  shotsOnTarget: number;
  saves: number;
}

export interface FootballPlayerTotals {
  playerId: number;
  teamId: number;
  appearances: number;
  goals: number;
  assists: number;
  shotsOnTarget: number;
  saves: number;
  minutesPlayed: number;
}

export interface LineupEntry {
  playerId: number;
  shirtNumber: number;
  position: FootballPosition;
  starter: boolean;
  /** Minute the player came on (0 for starters) and went off (null: played to the end, or never came on). */
  minuteOn: number | null;
  minuteOff: number | null;
}

export interface NbaBoxLine {
  playerId: number;
  teamId: number;
  starter: boolean;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  blocks: number;
  steals: number;
}

export interface NbaPlayerTotals {
  playerId: number;
  teamId: number;
  games: number;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  blocks: number;
  steals: number;
}

export interface NbaSeason {
  id: number;
  /** 23-24 */
  name: string;
  isCurrent: boolean;
  startDate: number;
  endDate: number;
  /** Every game of the season by tip-off (regular, cup, playoffs). */
  games: BasketballMatch[];
  tieIds: number[];
  gameById: Map<number, BasketballMatch>;
  playerTotals: Map<number, NbaPlayerTotals>;
  boxScores: Map<number, NbaBoxLine[]>;
}

// ---------------------------------------------------------------- streamers

export type ScheduleLiveStatus = 0 | 1 | 2;

export interface ScheduleEntry {
  matchId: number;
  sport: Sport;
  liveRoomId: number;
  /** 0 not started, 1 in progress, 2 ended — follows the match. */
  liveStatus: ScheduleLiveStatus;
  startDate: number;
  isTop: 0 | 1;
  liveHostType: number;
  liveUserGroupId: number | null;
  liveGroupUserType: number | null;
  /** 164 (sport-jump game) mostly, some 100, a few 34 (which the app drops). */
  matchSource: number;
  isLotteryProgress: 0 | 1;
  redEnvelopeTotalAmount: number;
}

export interface Host {
  id: number;
  nickName: string;
  /** YYYY-MM-DD, or null when unknown. */
  birthday: string | null;
  tags: string[];
  pictureId: string;
  introduction: string;
  watcherCount: number;
  fansCount: number;
  /** 1 live, 0 not live, 3 banned. */
  liveStatus: 0 | 1 | 3;
  liveRoomId: number;
  /** Main sport (1 football, 2 basketball). */
  sportType: number;
  liveSchedule: ScheduleEntry[];
}

export interface Moment {
  id: number;
  hostId: number;
  content: string;
  pictureIds: string[];
  likeCount: number;
  commentCount: number;
  createDate: number;
}

// ---------------------------------------------------------------- experts and tips

/** The contract's bet results (the world settles with all but confirm and failure). */
export type BetResult = ContractBetResult;

/** 1 home/draw/away (football) or money line (basketball), 2 handicap / spread, 3 over/under. */
export type BettingType = 1 | 2 | 3;

export interface BetSelection {
  matchId: number;
  sport: Sport;
  competitionId: number;
  leagueName: string;
  matchDate: number;
  homeId: number;
  awayId: number;
  homeName: string;
  awayName: string;
  bettingType: BettingType;
  /** home | draw | away | over | under */
  pick: 'home' | 'draw' | 'away' | 'over' | 'under';
  /** Handicap for the home side, or the total line; 0 for 1X2. */
  line: number;
  /** European odds. */
  odds: number;
  /** Chinese label of the pick, e.g. 曼城 -0.5. */
  pickLabel: string;
  result: BetResult;
}

export interface Expert {
  id: number;
  name: string;
  tag: string;
  /** Avatar file id (`avatar-<id>.svg`). */
  profile: string;
  introduction: string;
  /** Main sport: 1 football, 2 basketball. */
  sportsType: number;
  attention: number;
  hotStatus: 0 | 1;
  /** Skill 0.4–0.7: how often the expert's picks come good (the score model decides, this only biases picks). */
  skill: number;
}

export interface TipMessage {
  id: number;
  professorId: number;
  sportsType: number;
  bettingType: BettingType;
  sportsTitle: string;
  sportsInfo: string;
  /** Play name in Chinese: 胜平负, 让球, 大小球, 串关. */
  sportsPlay: string;
  tag: string;
  messageMatchList: BetSelection[];
  result: BetResult;
  goldPrice: number;
  openBackGold: 0 | 1;
  returnGoldPercentage: number;
  readCount: number;
  commentCount: number;
  isHot: 0 | 1;
  isTripartite: 0 | 1;
  publishTime: number;
  /** Odds of the tip minus 1, as percent (what a win returns). */
  yieldRate: number;
  settledAt: number | null;
}

export interface TipComment {
  id: number;
  tipId: number;
  parentId: number | null;
  userId: number;
  nickName: string;
  headUrl: string;
  content: string;
  photos: string;
  likeCount: number;
  createDate: number;
  subComments: TipComment[];
}

// ---------------------------------------------------------------- ranking users

export interface BettingReport {
  id: number;
  userId: number;
  /** The selections; the API sends them as `betInfo`, a JSON string (see `betInfoOf`). */
  selections: BetSelection[];
  stake: number;
  odds: number;
  result: BetResult;
  profit: number;
  createDate: number;
  settledAt: number | null;
  like: number;
  disLike: number;
}

export interface RankingUser {
  id: number;
  nickName: string;
  headUrl: string;
  /** A title id of USER_TITLES, or null. */
  titleId: number | null;
  followBetCount: number;
  reportIds: number[];
}

// ---------------------------------------------------------------- scripts (how a match will unfold)

export interface FootballPhase {
  statusId: FootballStatusId;
  /** Offsets from kickoff, in minutes of real time. */
  from: number;
  to: number;
  /** Display minute at the phase start (0, 45, 90, 105); a break shows `baseMinute`. */
  baseMinute: number;
  /** Regular length of a playing phase (45 or 15); 0 for breaks and the shootout. */
  regularLength: number;
}

export interface FootballScript {
  matchId: number;
  homeId: number;
  awayId: number;
  phases: FootballPhase[];
  /** Offset (minutes) at which the match is over. */
  endsAfter: number;
  /** Goals in order; here `at` is relative to kickoff (ms), on the match it becomes absolute. */
  goals: FootballGoal[];
  /** Shootout kicks in order (home kicks first); `penalties.home/away` are the final counts. */
  penalties: { home: number; away: number; kicks: { side: 'home' | 'away'; scored: boolean }[] } | null;
  lineups: { home: LineupEntry[]; away: LineupEntry[] };
  statLines: FootballStatLine[];
}

export interface BasketballScript {
  matchId: number;
  homePeriods: number[];
  awayPeriods: number[];
  box: NbaBoxLine[];
}

// ---------------------------------------------------------------- the world

export interface World {
  seed: number;
  /** The `now` the world was built around. */
  builtAt: number;
  /** The time the world has been advanced to (build time, then the simulator's clock). */
  currentTime: number;
  /** Bumped on every change, so callers can cache derived views. */
  version: number;

  competitions: Map<number, Competition>;
  footballSeasons: Map<number, FootballSeason>;
  footballTeams: Map<number, FootballTeam>;
  footballPlayers: Map<number, FootballPlayer>;
  /** Player ids per team, in squad order. */
  footballSquads: Map<number, number[]>;
  /** Player totals per football season id. */
  footballStats: Map<number, Map<number, FootballPlayerTotals>>;
  footballScripts: Map<number, FootballScript>;

  nbaTeams: Map<number, NbaTeam>;
  nbaPlayers: Map<number, NbaPlayer>;
  nbaSquads: Map<number, number[]>;
  /** Built NBA seasons; historic seasons are added on first access (see `nbaSeason`). */
  nbaSeasons: Map<number, NbaSeason>;
  basketballScripts: Map<number, BasketballScript>;

  /** Every football match and every game of the current NBA season. */
  matches: Map<number, WorldMatch>;
  ties: Map<number, KnockoutTie>;

  hosts: Map<number, Host>;
  /** Host ids per match id (who streams it). */
  hostsByMatch: Map<number, number[]>;
  moments: Map<number, Moment>;
  momentsByHost: Map<number, number[]>;

  experts: Map<number, Expert>;
  tips: Map<number, TipMessage>;
  tipsByExpert: Map<number, number[]>;
  tipsByMatch: Map<number, number[]>;
  /** Comments per tip id, generated on first access (see `tipComments`). */
  comments: Map<number, TipComment[]>;

  rankingUsers: Map<number, RankingUser>;
  reports: Map<number, BettingReport>;
  reportsByMatch: Map<number, number[]>;
}
