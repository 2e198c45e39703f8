import { MAX_SPORT_TYPE, SPORTS, SportType, sportName } from '@src/contracts/sports';

it('the sports list: 32 sport types of the enumeration (1 to 34), each once, football, basketball and tennis first', () => {
  expect(SPORTS).toHaveLength(32);
  const ids = SPORTS.map((sport) => sport.id);
  expect(new Set(ids).size).toBe(32);
  expect(ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_SPORT_TYPE)).toBe(true);
  expect(new Set(SPORTS.map((sport) => sport.name)).size).toBe(32);
  expect(SPORTS.slice(0, 3)).toEqual([
    { id: SportType.Football, name: '足球' },
    { id: SportType.Basketball, name: '篮球' },
    { id: SportType.Tennis, name: '网球' },
  ]);
  expect(sportName(SportType.All)).toBeUndefined();
});
