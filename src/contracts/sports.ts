/**
 * The sport types: the enumeration (0 to 34: 0 every sport, football 1, basketball 2, tennis 3)
 * and the sports list — 32 of them in a fixed display order. The spec names the three first ids
 * and no order: the other ids, their names and the order are ours (a backend with other codes
 * changes this table only). Ids 33 and 34 are in the enumeration but not in the list; the spec
 * does not say what they are. The tips feed's switch shows, in this order, the sports the backend
 * has tips on sale for (news.ts `sportsTypeList`); the ranking names a bet's sport from it.
 */

/** The ids the spec names. */
export const SportType = { All: 0, Football: 1, Basketball: 2, Tennis: 3 } as const;

/** The highest id of the enumeration. */
export const MAX_SPORT_TYPE = 34;

export interface Sport {
  id: number;
  name: string;
}

/** The sports list, in its display order. */
export const SPORTS: readonly Sport[] = [
  { id: SportType.Football, name: '足球' },
  { id: SportType.Basketball, name: '篮球' },
  { id: SportType.Tennis, name: '网球' },
  { id: 12, name: '电子竞技' },
  { id: 6, name: '排球' },
  { id: 7, name: '羽毛球' },
  { id: 8, name: '乒乓球' },
  { id: 4, name: '棒球' },
  { id: 5, name: '冰球' },
  { id: 9, name: '美式足球' },
  { id: 11, name: '斯诺克' },
  { id: 10, name: '手球' },
  { id: 13, name: '板球' },
  { id: 14, name: '橄榄球' },
  { id: 18, name: '拳击' },
  { id: 19, name: '综合格斗' },
  { id: 20, name: '赛车' },
  { id: 21, name: '高尔夫' },
  { id: 15, name: '沙滩排球' },
  { id: 24, name: '五人制足球' },
  { id: 23, name: '飞镖' },
  { id: 16, name: '水球' },
  { id: 17, name: '曲棍球' },
  { id: 25, name: '澳式足球' },
  { id: 22, name: '自行车' },
  { id: 26, name: '田径' },
  { id: 27, name: '游泳' },
  { id: 28, name: '滑雪' },
  { id: 29, name: '冰壶' },
  { id: 30, name: '射击' },
  { id: 31, name: '赛马' },
  { id: 32, name: '篮网球' },
];

const NAMES = new Map(SPORTS.map((sport) => [sport.id, sport.name]));

/** A sport's name in the list; undefined for an id it does not have. */
export const sportName = (id: number): string | undefined => NAMES.get(id);

/** The sports among `ids` (in any order, repeats, unknown ids), in the list's display order. */
export const sportsInDisplayOrder = (ids: Iterable<number>): Sport[] => {
  const wanted = new Set(ids);
  return SPORTS.filter((sport) => wanted.has(sport.id));
};
