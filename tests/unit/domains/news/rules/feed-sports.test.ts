import { SportType } from '@src/contracts/sports';
import type * as FeedSportsModule from '@src/domains/news/rules/feed-sports';
import { freshModule } from '@tests/support/fresh-module';

/** The module loaded for each test, so what it makes as it loads counts as reached by the test (freshModule). */
let sports: typeof FeedSportsModule;
beforeEach(() => {
  sports = freshModule(() => jest.requireActual('@src/domains/news/rules/feed-sports') as typeof FeedSportsModule);
});

const names = (ids: readonly number[] | null, shown: number = SportType.All) =>
  sports.feedSports(ids, shown).map((sport) => sport.name);

describe('the feed’s sports', () => {
  it('are the backend’s, in the list’s display order, each once; ids the list does not have are left out', () => {
    expect(names([12, 3, 1, 2, 3, 33, 99])).toEqual(['足球', '篮球', '网球', '电子竞技']);
  });

  it('are football and basketball when the backend does not say', () => {
    expect(names(null)).toEqual(['足球', '篮球']);
  });

  it('keep the sport being shown after its tips are sold out', () => {
    expect(names([1], 3)).toEqual(['足球', '网球']);
    expect(names([], SportType.All)).toEqual([]);
  });
});
