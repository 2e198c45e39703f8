/**
 * The live room's side of the match centre: whether the 赛况 tab shows (only once the
 * backend answered with a centre for the match — a backend without it shows no tab), the team
 * names (the match card's), and the delay the panel holds events back by: the player's, exactly like the score
 * (use-room-score); none with 实时比分 on or while the delay is unknown.
 */
import { useCentreSupported, useMatchCentre } from '../../match/components/match-centre/use-match-centre';
import { useLiveRoomStore } from '../store/live-room-store';
import { roomSelectors } from '../store/room-selectors';
import { roomTeams } from '../rules/room-teams';
import { useRoomMatchInfo } from './use-shown-room';

export interface RoomCentre {
  available: boolean;
  homeName: string;
  awayName: string;
  delayMs: number | null;
}

export function useRoomCentre(matchId: number | undefined): RoomCentre {
  const matchInfo = useRoomMatchInfo();
  const match = useLiveRoomStore(roomSelectors.match);
  const delaySeconds = useLiveRoomStore(roomSelectors.delaySeconds);
  const realtime = useLiveRoomStore(roomSelectors.realtime);
  const supported = useCentreSupported();
  const centre = useMatchCentre(matchId ?? 0, matchId !== undefined);
  // The names the match card above shows.
  const teams = matchInfo ? roomTeams(matchInfo, match) : null;
  return {
    available: matchId !== undefined && supported !== false && centre?.status === 'ready',
    homeName: teams?.home.shortNameZh ?? '',
    awayName: teams?.away.shortNameZh ?? '',
    delayMs: realtime || delaySeconds === null || delaySeconds <= 0 ? null : delaySeconds * 1000,
  };
}
