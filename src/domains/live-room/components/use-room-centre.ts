/**
 * The live room's side of the match centre: whether the 赛况 tab shows (only once the backend
 * answered with a centre for the match — a backend without it shows no tab) and the team names
 * (the match card's). The panel reads the room's playhead itself (RoomPlayhead).
 */
import { useCentreAvailability, useMatchCentre } from '../../match/components/match-centre/use-match-centre';
import { useLiveRoomStore } from '../store/live-room-store';
import { roomSelectors } from '../store/room-selectors';
import { roomTeams } from '../rules/room-teams';
import { useRoomMatchInfo } from './use-shown-room';

export interface RoomCentre {
  available: boolean;
  homeName: string;
  awayName: string;
}

export function useRoomCentre(matchId: number | undefined): RoomCentre {
  const matchInfo = useRoomMatchInfo();
  const match = useLiveRoomStore(roomSelectors.match);
  const availability = useCentreAvailability();
  const centre = useMatchCentre(matchId ?? 0, { enabled: matchId !== undefined });
  // The names the match card above shows.
  const teams = matchInfo ? roomTeams(matchInfo, match) : null;
  return {
    available: matchId !== undefined && availability !== 'unavailable' && centre?.status === 'ready',
    homeName: teams?.home.shortNameZh ?? '',
    awayName: teams?.away.shortNameZh ?? '',
  };
}
