/** The comment tree after a publish or a like, and the drafts kept per tip (the comment rule is shared: tests/unit/platform/comment-rule). */
import { clearDraft, readDraft, writeDraft } from '@src/domains/news/rules/comment-drafts';
import { findComment, updateComment, withLike, withPublished } from '@src/domains/news/rules/comment-tree';
import { comment } from '../support/fixtures';

describe('the comment tree', () => {
  const parent = comment({ id: 1, subComments: [comment({ id: 11, parentId: 1 })] });
  const other = comment({ id: 2 });

  it('a top-level comment goes first (once)', () => {
    const added = comment({ id: 3 });
    expect(withPublished([parent, other], added).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(withPublished([added, parent], added).map((item) => item.id)).toEqual([3, 1]);
  });

  it('a reply is appended to its parent\'s subComments', () => {
    const reply = comment({ id: 12, parentId: 1 });
    const list = withPublished([parent, other], reply);
    expect(list[0]!.subComments.map((item) => item.id)).toEqual([11, 12]);
    expect(list[1]).toBe(other);
  });

  it('a like changes one comment, top-level or reply, and can be taken back', () => {
    const liked = updateComment([parent, other], 11, (item) => withLike(item, true));
    expect(findComment(liked, 11)).toMatchObject({ isLiked: true, likeCount: 4 });
    const back = updateComment(liked, 11, (item) => withLike(item, false));
    expect(findComment(back, 11)).toMatchObject({ isLiked: false, likeCount: 3 });
    expect(withLike(other, false)).toBe(other);
  });
});

describe('drafts', () => {
  it('are kept per tip until cleared, with whom they answer', () => {
    writeDraft(1, { content: '我觉得会赢', replyTo: { id: 5, name: '球迷' } });
    writeDraft(2, { content: '另一条', replyTo: null });
    expect(readDraft(1)).toEqual({ content: '我觉得会赢', replyTo: { id: 5, name: '球迷' } });
    expect(readDraft(2)).toEqual({ content: '另一条', replyTo: null });
    clearDraft(1);
    expect(readDraft(1)).toEqual({ content: '', replyTo: null });
    expect(readDraft(2).content).toBe('另一条');
  });

  it('an emptied draft is removed; a damaged one reads as empty', () => {
    writeDraft(3, { content: 'x', replyTo: null });
    writeDraft(3, { content: '', replyTo: null });
    expect(window.localStorage.getItem('sport-info:news:draft:3')).toBeNull();
    window.localStorage.setItem('sport-info:news:draft:4', '{not json');
    expect(readDraft(4)).toEqual({ content: '', replyTo: null });
  });
});
