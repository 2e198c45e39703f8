/** Looking up matches of any sport and presenting them with team names, crests and streamers. */
import { nbaSideOf } from '../basketball/exhibitions';
import { nbaSeason } from '../basketball/seasons';
import { seasonIdOfMatch } from '../ids';
import type { BasketballMatch, FootballMatch, WorldMatch } from '../match-types';
import type { Host, ScheduleEntry } from '../people/people-types';
import type { World } from '../types';

/** Any match: football, the current NBA season, or a historic NBA season (built on demand). */
export function findMatch(world: World, matchId: number): WorldMatch | undefined {
  const match = world.matches.get(matchId);
  if (match) return match;
  return nbaSeason(world, seasonIdOfMatch(matchId))?.gameById.get(matchId);
}

export interface TeamLabel {
  id: number;
  nameZh: string;
  nameEn: string;
  shortNameZh: string;
  logoFileId: string;
}

const UNDECIDED: TeamLabel = { id: 0, nameZh: '待定', nameEn: 'TBD', shortNameZh: '待定', logoFileId: '' };

export function teamLabel(world: World, sport: WorldMatch['sport'], teamId: number): TeamLabel {
  const team = sport === 'football' ? world.footballTeams.get(teamId) : nbaSideOf(world, teamId);
  if (!team) return UNDECIDED;
  return {
    id: team.id,
    nameZh: team.nameZh,
    nameEn: team.nameEn,
    shortNameZh: team.shortNameZh,
    logoFileId: team.logoFileId,
  };
}

/** A streamer on a match (spec `anchorInfo`): the schedule entry plus who the streamer is. */
export interface AnchorInfo {
  hostId: number;
  nickName: string;
  pictureId: string;
  /** The host's own status (1 live, 3 banned). */
  hostLiveStatus: number;
  watcherCount: number;
  liveStatus: ScheduleEntry['liveStatus'];
  liveRoomId: number;
  liveUserGroupId: number | null;
  liveGroupUserType: number | null;
  matchSource: number;
  isTop: 0 | 1;
}

export function anchorInfoOf(world: World, matchId: number): AnchorInfo[] {
  const anchors: AnchorInfo[] = [];
  for (const hostId of world.hostsByMatch.get(matchId) ?? []) {
    const host: Host | undefined = world.hosts.get(hostId);
    const entry = host?.liveSchedule.find((candidate) => candidate.matchId === matchId);
    if (!host || !entry) continue;
    anchors.push({
      hostId,
      nickName: host.nickName,
      pictureId: host.pictureId,
      hostLiveStatus: host.liveStatus,
      watcherCount: host.watcherCount,
      liveStatus: entry.liveStatus,
      liveRoomId: entry.liveRoomId,
      liveUserGroupId: entry.liveUserGroupId,
      liveGroupUserType: entry.liveGroupUserType,
      matchSource: entry.matchSource,
      isTop: entry.isTop,
    });
  }
  return anchors;
}

interface MatchLabels {
  home: TeamLabel;
  away: TeamLabel;
  /** Competition short name (英超) or NBA. */
  competitionName: string;
  stageName: string;
  anchorInfo: AnchorInfo[];
}

export type FootballMatchView = FootballMatch & MatchLabels;
export type BasketballMatchView = BasketballMatch & MatchLabels;
export type MatchView = FootballMatchView | BasketballMatchView;

const NBA_STAGE_NAMES: Readonly<Record<number, string>> = {
  10478: '季前赛',
  10479: '全明星赛',
  10480: '常规赛',
  10481: '首轮',
  10482: '分区半决赛',
  10483: '分区决赛',
  10484: '总决赛',
  10492: '杯赛1/4决赛',
  10493: '杯赛半决赛',
  10494: '杯赛决赛',
};

export function nbaStageName(stageId: number): string {
  return NBA_STAGE_NAMES[stageId] ?? '';
}

export function matchView(world: World, match: FootballMatch): FootballMatchView;
export function matchView(world: World, match: BasketballMatch): BasketballMatchView;
export function matchView(world: World, match: WorldMatch): MatchView;
export function matchView(world: World, match: WorldMatch): MatchView {
  const labels: MatchLabels = {
    home: teamLabel(world, match.sport, match.homeId),
    away: teamLabel(world, match.sport, match.awayId),
    competitionName:
      match.sport === 'football' ? (world.competitions.get(match.competitionId)?.shortNameZh ?? '') : 'NBA',
    stageName:
      match.sport === 'football'
        ? (world.footballSeasons.get(match.seasonId)?.stages.find((stage) => stage.id === match.stageId)?.nameZh ?? '')
        : nbaStageName(match.stageId),
    anchorInfo: anchorInfoOf(world, match.id),
  };
  return { ...match, ...labels };
}
