/**
 * A sheet or dialog over the page as the app's loops see it (the open-sheet count): a test opens
 * one over what it rendered for a while of jest's fake time, then closes it.
 */
import { act, render } from '@testing-library/react';
import { useCountOpenSheet } from '@src/ui/open-sheets';

function Sheet({ open }: { open: boolean }) {
  useCountOpenSheet(open);
  return null;
}

/** Opens a sheet over the page for `ms` of fake time; `close` closes it, `unmount` takes it away. */
export function sheetOpenFor(ms: number) {
  const sheet = render(<Sheet open />);
  act(() => jest.advanceTimersByTime(ms));
  return { close: () => sheet.rerender(<Sheet open={false} />), unmount: () => sheet.unmount() };
}
