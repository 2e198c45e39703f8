/** Which way a page slides in (app/frame/use-slide-direction.ts): deeper from the right, shallower from the left. */
import { renderHook } from '@testing-library/react';
import { useSlideDirection } from '@src/app/frame/use-slide-direction';

it('slides nowhere first, forward into a deeper page, back to a shallower one, and keeps the way while the depth stays', () => {
  const { result, rerender } = renderHook(({ depth }) => useSlideDirection(depth), { initialProps: { depth: 1 } });
  expect(result.current).toBe('none');
  rerender({ depth: 2 });
  expect(result.current).toBe('forward');
  rerender({ depth: 2 });
  expect(result.current).toBe('forward');
  rerender({ depth: 1 });
  expect(result.current).toBe('back');
  rerender({ depth: 1 });
  expect(result.current).toBe('back');
});
