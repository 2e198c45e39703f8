/**
 * The detailed phase codes of spec section 4, one table per sport: football 1002–1016 and
 * basketball 3001–3019, each row with its display word, coarse group and named state (as the
 * status tables of rules/match-status.ts). The spec lists the phases without their codes
 * ("exact code-to-phase mapping not shown"): the codes follow the spec's order of the phases,
 * and are this app's contract with its development server until the backend says otherwise.
 * Only the data pages show phases, so this module is not part of the first screen.
 */
import { byCode, phaseOfRow, statusTable, type MatchPhase, type Sport, type StatusRow } from './match-status';

/** Detailed football phases, in the spec's order from 1002: regulation, extra time, the shootout, the waits between. */
export const FOOTBALL_PHASES = statusTable(
  {
    1002: '上半场',
    1003: '中场休息',
    1004: '下半场',
    1005: '常规时间结束',
    1006: '加时上半场',
    1007: '加时中场',
    1008: '加时下半场',
    1009: '加时结束',
    1010: '点球大战',
    1012: '等待加时',
    1013: '等待点球',
  },
  { ENDED: [1011, 1014], INTERRUPTED: 1015, ABANDONED: 1016 },
  { 1014: '点球结束', 1016: '作废' },
);

/** Detailed basketball phases, in the spec's order from 3001: the halves, the quarters with their breaks, overtime. */
export const BASKETBALL_PHASES = statusTable(
  {
    3002: '上半场',
    3003: '中场',
    3004: '下半场',
    3005: '第1节',
    3006: '第1节结束',
    3007: '第2节',
    3008: '第2节结束',
    3009: '第3节',
    3010: '第3节结束',
    3011: '第4节',
    3012: '常规时间结束',
    3013: '等待加时',
    3014: '加时',
    3015: '加时结束',
  },
  { NOT_STARTED: 3001, ENDED: 3016, POSTPONED: 3017, INTERRUPTED: 3018, ABANDONED: 3019 },
  { 3019: '作废' },
);

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
