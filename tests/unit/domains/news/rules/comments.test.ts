/** The comment rule's gate texts, the comment tree after a publish or a like, and the drafts kept per tip. */
import { commentGate } from '@src/domains/news/rules/comment-gate';
import { clearDraft, readDraft, writeDraft } from '@src/domains/news/rules/comment-drafts';
import { findComment, updateComment, withLike, withPublished } from '@src/domains/news/rules/comment-tree';
import { comment, rule } from '../support/fixtures';

describe('the comment rule gates the input', () => {
  it('is open when every threshold is met and there is no ban', () => {
    expect(commentGate(rule())).toEqual({ open: true });
  });

  it('a ban shows the ban text, before any threshold', () => {
    const banned = rule({ isAvailable: false, isBan: true, banText: '您已被禁言', vipLimitIsAccord: false });
    expect(commentGate(banned)).toEqual({ open: false, reason: 'ban', text: '您已被禁言', detail: null });
  });

  it('below the recharge threshold: its text and how far the user is', () => {
    const gate = commentGate(
      rule({
        isAvailable: false,
        rechargeLimitRule: { rechargeCurrentVal: 30, rechargeLimitIsAccord: false, rechargeLimitText: '累计充值满100元即可发表评论', rechargeLimitVal: 100 },
        vipLimitIsAccord: false,
      }),
    );
    expect(gate).toEqual({ open: false, reason: 'recharge', text: '累计充值满100元即可发表评论', detail: '当前累计充值 30 元 / 100 元' });
  });

  it('below the VIP threshold: its text and the levels', () => {
    const gate = commentGate(rule({ isAvailable: false, vipLimitIsAccord: false, vipCurrentVal: 0 }));
    expect(gate).toEqual({ open: false, reason: 'vip', text: 'VIP1及以上会员才能发表评论', detail: '当前 VIP0 / 需要 VIP1' });
  });

  it('stays closed when the server says unavailable for a reason the app does not know', () => {
    expect(commentGate(rule({ isAvailable: false }))).toMatchObject({ open: false });
  });
});

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
