/**
 * A kept page's scroll restore waits for the page's late parts (src/platform/scroll/restore-holds.ts,
 * src/app/frame/scroll-memory.ts, src/platform/domain/page-part.ts): a page tall enough is not
 * scrolled while a part is missing, is once the part is there or failed, and a part that never
 * comes holds it for HOLD_CAP_MS at most.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { restoreScroll } from '@src/app/frame/scroll-memory';
import { pagePart, usePagePart, type PagePart } from '@src/platform/domain/page-part';
import { HOLD_CAP_MS, holdScrollRestore, restoreHeld } from '@src/platform/scroll/restore-holds';

const scrollTo = jest.fn();
const flush = () => act(() => Promise.resolve());

beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  // A page already tall enough for the remembered position: only a hold can keep it back.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
});

it('a page with no part missing is scrolled at once', () => {
  const cancel = restoreScroll(600);
  expect(scrollTo).toHaveBeenCalledWith(0, 600);
  cancel();
});

it('a page tall enough waits while a part is missing, and is scrolled once the part is there', async () => {
  const release = holdScrollRestore();
  const cancel = restoreScroll(600);
  await flush();
  expect(scrollTo).not.toHaveBeenCalled();
  release();
  await flush();
  expect(scrollTo).toHaveBeenCalledWith(0, 600);
  expect(restoreHeld()).toBe(false);
  cancel();
});

it('a part that never comes holds the restore for HOLD_CAP_MS at most', async () => {
  jest.useFakeTimers();
  try {
    holdScrollRestore();
    const cancel = restoreScroll(600);
    act(() => jest.advanceTimersByTime(HOLD_CAP_MS - 1));
    await flush();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    await flush();
    expect(scrollTo).toHaveBeenCalledWith(0, 600);
    cancel();
  } finally {
    jest.useRealTimers();
  }
});

/** A part whose download the test settles. */
function deferredPart() {
  const settle: { resolve?: (value: string) => void; reject?: (error: Error) => void } = {};
  let calls = 0;
  const part = pagePart(
    () =>
      new Promise<string>((resolve, reject) => {
        calls += 1;
        Object.assign(settle, { resolve, reject });
      }),
  );
  return { part, settle, calls: () => calls };
}

function Page({ part }: { part: PagePart<string> }) {
  const state = usePagePart(part);
  if (state.status === 'ready') return <p>{state.value}</p>;
  if (state.status === 'failed')
    return (
      <button type="button" onClick={state.retry}>
        retry
      </button>
    );
  return <p>placeholder</p>;
}

it('a page part holds the restore while its code is missing and lets it go when it arrives', async () => {
  const { part, settle } = deferredPart();
  render(<Page part={part} />);
  expect(screen.getByText('placeholder')).toBeTruthy();
  expect(restoreHeld()).toBe(true);
  const cancel = restoreScroll(600);
  await flush();
  expect(scrollTo).not.toHaveBeenCalled();

  await act(async () => settle.resolve?.('matches'));
  expect(screen.getByText('matches')).toBeTruthy();
  await flush();
  expect(restoreHeld()).toBe(false);
  expect(scrollTo).toHaveBeenCalledWith(0, 600);
  cancel();
});

it('a failed part shows its retry (the restore goes on) and the retry downloads it again', async () => {
  const { part, settle, calls } = deferredPart();
  render(<Page part={part} />);
  await act(async () => settle.reject?.(new Error('Loading chunk 12 failed')));
  const retry = screen.getByRole('button', { name: 'retry' });
  expect(restoreHeld()).toBe(false);

  fireEvent.click(retry);
  expect(restoreHeld()).toBe(true);
  expect(calls()).toBe(2);
  await act(async () => settle.resolve?.('matches'));
  expect(screen.getByText('matches')).toBeTruthy();
  expect(restoreHeld()).toBe(false);
});
