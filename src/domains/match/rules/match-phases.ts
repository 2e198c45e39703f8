/**
 * The detailed phase codes, one table per sport: football 1002–1016 and
 * basketball 3001–3019, each row with its display word, coarse group and named state (as the
 * status tables of rules/match-status.ts). The spec lists the phases without their codes
 * ("exact code-to-phase mapping not shown"): the codes follow the spec's order of the phases,
 * and are this app's contract with its development server until the backend says otherwise.
 * Only the data pages show phases, so this module is not part of the first screen.
 */
import { byCode, phaseOfRow, tableRow, type MatchPhase, type Sport, type StatusRow } from './match-status';

/** Detailed football phases, in the spec's order from 1002. */
export const FOOTBALL_PHASES: readonly StatusRow[] = [
  tableRow(1002, '上半场', 'processing', 'LIVE'), // first half
  tableRow(1003, '中场休息', 'processing', 'LIVE'), // half break
  tableRow(1004, '下半场', 'processing', 'LIVE'), // second half
  tableRow(1005, '常规时间结束', 'processing', 'LIVE'), // regulation over
  tableRow(1006, '加时上半场', 'processing', 'LIVE'), // extra-time first half
  tableRow(1007, '加时中场', 'processing', 'LIVE'), // extra-time half-time
  tableRow(1008, '加时下半场', 'processing', 'LIVE'), // extra-time second half
  tableRow(1009, '加时结束', 'processing', 'LIVE'), // extra time over
  tableRow(1010, '点球大战', 'processing', 'LIVE'), // penalty shootout
  tableRow(1011, '完场', 'ended', 'ENDED'), // match over
  tableRow(1012, '等待加时', 'processing', 'LIVE'), // waiting for extra time
  tableRow(1013, '等待点球', 'processing', 'LIVE'), // waiting for penalties
  tableRow(1014, '点球结束', 'ended', 'ENDED'), // shootout over
  tableRow(1015, '中断', 'delay', 'INTERRUPTED'), // interrupted
  tableRow(1016, '作废', 'ended', 'ABANDONED'), // discarded
];

/** Detailed basketball phases, in the spec's order from 3001 (halves, then quarters, each with its break). */
export const BASKETBALL_PHASES: readonly StatusRow[] = [
  tableRow(3001, '未开赛', 'unstarted', 'NOT_STARTED'), // not started
  tableRow(3002, '上半场', 'processing', 'LIVE'), // first half
  tableRow(3003, '中场', 'processing', 'LIVE'), // half-time
  tableRow(3004, '下半场', 'processing', 'LIVE'), // second half
  tableRow(3005, '第1节', 'processing', 'LIVE'), // first quarter
  tableRow(3006, '第1节结束', 'processing', 'LIVE'), // first break
  tableRow(3007, '第2节', 'processing', 'LIVE'), // second quarter
  tableRow(3008, '第2节结束', 'processing', 'LIVE'), // second break
  tableRow(3009, '第3节', 'processing', 'LIVE'), // third quarter
  tableRow(3010, '第3节结束', 'processing', 'LIVE'), // third break
  tableRow(3011, '第4节', 'processing', 'LIVE'), // fourth quarter
  tableRow(3012, '常规时间结束', 'processing', 'LIVE'), // regular time over
  tableRow(3013, '等待加时', 'processing', 'LIVE'), // awaiting overtime
  tableRow(3014, '加时', 'processing', 'LIVE'), // overtime
  tableRow(3015, '加时结束', 'processing', 'LIVE'), // overtime over
  tableRow(3016, '完场', 'ended', 'ENDED'), // ended
  tableRow(3017, '推迟', 'delay', 'POSTPONED'), // postponed
  tableRow(3018, '中断', 'delay', 'INTERRUPTED'), // interrupted
  tableRow(3019, '作废', 'ended', 'ABANDONED'), // discarded
];

const PHASES: Record<Sport, ReadonlyMap<number, StatusRow>> = {
  football: byCode(FOOTBALL_PHASES),
  basketball: byCode(BASKETBALL_PHASES),
};

/** The row of a phase code; undefined for a code outside the sport's table. */
export const phaseRow = (sport: Sport, code: number): StatusRow | undefined => PHASES[sport].get(code);

/** Before, during, after the match, or something else; undefined for an unknown code. */
export function phaseOf(sport: Sport, code: number): MatchPhase | undefined {
  const found = phaseRow(sport, code);
  return found && phaseOfRow(found);
}
