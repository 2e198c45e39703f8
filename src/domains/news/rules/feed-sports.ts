/**
 * The tips feed's sport switch: 全部, then the sports the backend has tips on sale for, in the
 * sports list's display order (contracts/sports.ts). A backend that does not say which
 * (`sportsTypeList` absent) gets football and basketball, the two the tips have always had. The
 * sport being shown stays in the switch after its last tip is sold out, so the switch never loses
 * the tab it stands on.
 */
import { SportType, sportsInDisplayOrder, type Sport } from '../../../contracts/sports';

const UNSAID: readonly number[] = [SportType.Football, SportType.Basketball];

export function feedSports(sportsTypeList: readonly number[] | null, shown: number): Sport[] {
  // 全部 (SportType.All) is no sport of the list: kept as `shown`, it is left out with the unknown ids.
  return sportsInDisplayOrder([...(sportsTypeList ?? UNSAID), shown]);
}
