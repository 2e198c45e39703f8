/**
 * Following moves a count only when the follow really changes: a tip whose expert is already
 * followed keeps its count when the follow comes again (a second tap, the same follow applied
 * from another page, a rollback of a rollback), and an unfollowed one keeps it on unfollow.
 */
import { tipWithAttention, withAttention } from '@src/domains/news/rules/follow';
import { expert, tip } from '../support/fixtures';

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
    expect(tipWithAttention(once, followed.professorId, false)).toMatchObject({
      isAttention: 0,
      professor: { attention: 120 },
    });
  });
});

describe('a count never goes below zero', () => {
  it('an expert or a tip at 0 followers stays at 0 when unfollowed', () => {
    const followedAtZero = expert({ isAttention: 1, attention: 0 });
    expect(withAttention(followedAtZero, followedAtZero.id, false)).toMatchObject({ isAttention: 0, attention: 0 });
    const tipAtZero = tip({ isAttention: 1, professor: { ...tip().professor, attention: 0 } });
    expect(tipWithAttention(tipAtZero, tipAtZero.professorId, false)).toMatchObject({
      isAttention: 0,
      professor: { attention: 0 },
    });
  });

  it('a tip of another expert is left as it is', () => {
    const other = tip({ professorId: 9, isAttention: 1 });
    expect(tipWithAttention(other, tip().professorId, false)).toBe(other);
  });
});
