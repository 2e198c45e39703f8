/**
 * The live room's two teams as the room names them everywhere (the match card, the 赛况 legend):
 * the match's short names and crests when the schedule or the live list knows the match, else the
 * room's own team names — never 比利亚雷亚尔 in one place and 黄潜 in another.
 */
import type { StreamerMatchInfo } from '../../../contracts/anchors-room';
import type { MatchSummary } from '../../../contracts/match';

export interface RoomTeam {
  shortNameZh: string;
  logoFileId: string;
}

export function roomTeams(
  info: Pick<StreamerMatchInfo, 'masterTeamName' | 'guestTeamName'>,
  match: Pick<MatchSummary, 'home' | 'away'> | undefined,
): { home: RoomTeam; away: RoomTeam } {
  return {
    home: match?.home ?? { shortNameZh: info.masterTeamName, logoFileId: '' },
    away: match?.away ?? { shortNameZh: info.guestTeamName, logoFileId: '' },
  };
}
