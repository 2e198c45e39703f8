/** The comment being written on a tip (news/components/use-comment-draft.ts): kept on the device as it is typed, back when the page opens again, gone once sent. */
import { act, renderHook } from '@testing-library/react';
import { useCommentDraft } from '@src/domains/news/components/use-comment-draft';

it('keeps the words and whom they answer on the device, per tip, until the comment is sent', () => {
  const first = renderHook(() => useCommentDraft(12));
  expect(first.result.current.draft).toEqual({ content: '', replyTo: null });
  act(() => first.result.current.setContent('这单稳'));
  act(() => first.result.current.setReplyTo({ id: 5, name: '老王' }));
  expect(first.result.current.draft).toEqual({ content: '这单稳', replyTo: { id: 5, name: '老王' } });
  first.unmount();

  // The page opened again: the draft is back; another tip's is its own.
  const again = renderHook(() => useCommentDraft(12));
  expect(again.result.current.draft).toEqual({ content: '这单稳', replyTo: { id: 5, name: '老王' } });
  expect(renderHook(() => useCommentDraft(13)).result.current.draft).toEqual({ content: '', replyTo: null });

  act(() => again.result.current.clear());
  expect(again.result.current.draft).toEqual({ content: '', replyTo: null });
  expect(renderHook(() => useCommentDraft(12)).result.current.draft).toEqual({ content: '', replyTo: null });
});

it('follows the tip when the page moves to another one: typed, answered and cleared there', () => {
  const { result, rerender } = renderHook(({ tipId }) => useCommentDraft(tipId), { initialProps: { tipId: 21 } });
  act(() => result.current.setContent('第一单'));
  rerender({ tipId: 22 });
  act(() => result.current.setContent('第二单'));
  act(() => result.current.setReplyTo({ id: 9, name: '小李' }));
  expect(renderHook(() => useCommentDraft(22)).result.current.draft).toEqual({
    content: '第二单',
    replyTo: { id: 9, name: '小李' },
  });
  act(() => result.current.clear());
  expect(renderHook(() => useCommentDraft(22)).result.current.draft).toEqual({ content: '', replyTo: null });
  expect(renderHook(() => useCommentDraft(21)).result.current.draft).toEqual({ content: '第一单', replyTo: null });
});
