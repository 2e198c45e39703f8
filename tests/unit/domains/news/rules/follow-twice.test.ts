/**
 * Following moves a count only when the follow really changes: a tip whose expert is already
 * followed keeps its count when the follow comes again (a second tap, the same follow applied
 * from another page, a rollback of a rollback), and an unfollowed one keeps it on unfollow.
 */
import { tipWithAttention } from '@src/domains/news/rules/follow';
import { tip } from '../support/fixtures';

describe("a tip's expert followed twice", () => {
  it('stays +1', () => {
    const once = tipWithAttention(tip(), tip().professorId, true);
    const twice = tipWithAttention(once, tip().professorId, true);
    expect(twice).toMatchObject({ isAttention: 1, professor: { attention: 121 } });
    expect(twice).toBe(once);
  });

  it('unfollowed twice stays −1', () => {
    const followed = tip({ isAttention: 1, professor: { ...tip().professor, attention: 121 } });
    const once = tipWithAttention(followed, followed.professorId, false);
    expect(tipWithAttention(once, followed.professorId, false)).toMatchObject({ isAttention: 0, professor: { attention: 120 } });
  });
});
