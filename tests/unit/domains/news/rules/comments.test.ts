/** The comment tree after a publish or a like, and the drafts kept per tip (the comment rule is shared: tests/unit/features/comment-gate). */
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

  it("a reply is appended to its parent's subComments", () => {
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

  it('a reply already under its parent is not added again (its answer and its push both bring it)', () => {
    const reply = comment({ id: 12, parentId: 1 });
    const once = withPublished([parent, other], reply);
    expect(withPublished(once, reply)[0]!.subComments.map((item) => item.id)).toEqual([11, 12]);
  });

  it("a first reply starts its parent's subComments", () => {
    const list = withPublished([parent, other], comment({ id: 21, parentId: 2 }));
    expect(list[1]!.subComments.map((item) => item.id)).toEqual([21]);
  });

  it('a like on a top-level comment changes it alone; the others stay the same objects', () => {
    const liked = updateComment([parent, other], 2, (item) => withLike(item, true));
    expect(findComment(liked, 2)).toMatchObject({ id: 2, isLiked: true, likeCount: 4 });
    expect(liked[0]).toBe(parent);
  });

  it('a like on one reply leaves its siblings as they are', () => {
    const family = comment({
      id: 1,
      subComments: [comment({ id: 11, parentId: 1 }), comment({ id: 12, parentId: 1 })],
    });
    const liked = updateComment([family], 12, (item) => withLike(item, true));
    expect(liked[0]!.subComments.map((reply) => reply.isLiked)).toEqual([false, true]);
    expect(liked[0]!.subComments[0]).toBe(family.subComments[0]);
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

  it('a reply chosen before any text is written is kept', () => {
    writeDraft(5, { content: '', replyTo: { id: 7, name: '球迷' } });
    expect(readDraft(5)).toEqual({ content: '', replyTo: { id: 7, name: '球迷' } });
  });

  it('a stored reply without a numeric id or a name reads as no reply; its text is kept', () => {
    window.localStorage.setItem(
      'sport-info:news:draft:6',
      JSON.stringify({ content: '草稿', replyTo: { id: '7', name: '球迷' } }),
    );
    expect(readDraft(6)).toEqual({ content: '草稿', replyTo: null });
    window.localStorage.setItem('sport-info:news:draft:7', JSON.stringify({ content: '草稿', replyTo: { id: 7 } }));
    expect(readDraft(7)).toEqual({ content: '草稿', replyTo: null });
  });

  it('hold at most 2,000 characters, on the device and when read back', () => {
    writeDraft(8, { content: '球'.repeat(2500), replyTo: null });
    const stored = JSON.parse(window.localStorage.getItem('sport-info:news:draft:8') ?? '{}') as { content: string };
    expect(stored.content).toHaveLength(2000);
    window.localStorage.setItem(
      'sport-info:news:draft:9',
      JSON.stringify({ content: 'x'.repeat(2500), replyTo: null }),
    );
    expect(readDraft(9).content).toHaveLength(2000);
  });
});
