/**
 * Which matches get a video card. From the matches with status 1 to 7
 * (not started … penalty shootout), in the order given, take the first two when both qualify
 * — in progress (status 2–7), or not started (1) with a live anchor (an anchor whose
 * liveStatus is 1) — otherwise only the first.
 */
import { ScheduleLiveStatus } from '../../../contracts/match';

export interface VideoCandidate {
  statusId: number;
  anchorInfo?: readonly { liveStatus: number }[];
}

const FIRST_STATUS = 1;
const LAST_STATUS = 7;
const NOT_STARTED = 1;

const inWindow = (match: VideoCandidate): boolean => match.statusId >= FIRST_STATUS && match.statusId <= LAST_STATUS;

function qualifies(match: VideoCandidate): boolean {
  if (match.statusId > NOT_STARTED) return true;
  return (match.anchorInfo ?? []).some((anchor) => anchor.liveStatus === ScheduleLiveStatus.InProgress);
}

export function videoSchedule<Match extends VideoCandidate>(matches: readonly Match[]): Match[] {
  const [first, second] = matches.filter(inWindow);
  if (!first) return [];
  if (second && qualifies(first) && qualifies(second)) return [first, second];
  return [first];
}
