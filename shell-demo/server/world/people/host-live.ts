/** Streamers follow their matches: a schedule entry goes live at kickoff and ends at full time. */
import type { Emit } from '../changes';
import type { Host, ScheduleLiveStatus } from './people-types';
import type { World } from '../types';

const BANNED = 3;

/** 1 while any scheduled match is being streamed, else 0; banned hosts stay 3. */
export function hostLiveStatus(host: Host): Host['liveStatus'] {
  if (host.liveStatus === BANNED) return BANNED;
  return host.liveSchedule.some((entry) => entry.liveStatus === 1) ? 1 : 0;
}

export function updateSchedulesForMatch(
  world: World,
  matchId: number,
  liveStatus: ScheduleLiveStatus,
  at: number,
  emit?: Emit,
): void {
  for (const hostId of world.hostsByMatch.get(matchId) ?? []) {
    const host = world.hosts.get(hostId);
    if (!host) continue;
    const entry = host.liveSchedule.find((candidate) => candidate.matchId === matchId);
    if (!entry || entry.liveStatus >= liveStatus) continue;
    entry.liveStatus = liveStatus;
    host.liveStatus = hostLiveStatus(host);
    world.version += 1;
    emit?.({
      kind: 'host-live',
      at,
      hostId,
      liveStatus: host.liveStatus,
      matchId,
      scheduleLiveStatus: liveStatus,
      nickName: host.nickName,
    });
  }
}
