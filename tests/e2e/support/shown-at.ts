import type { Page } from 'playwright-core';

/** What a page is asked to time: elements matching `within` whose text includes `text`. */
interface Watched {
  key: string;
  within: string;
  text: string;
}

/** What the page noted as the text came: the world's time, and the stream delay it showed then (ms; null without a label). */
export interface Shown {
  at: number;
  delayMs: number | null;
}

/**
 * In the page: notes the moment the watched elements first number more than when it began, and the
 * stream delay the page showed (N 秒延迟) in that same moment.
 */
function watchInPage({ key, within, text }: Watched): void {
  const noted = ((window as unknown as { __shownAt?: Record<string, [number, number | null]> }).__shownAt ??= {});
  const count = () =>
    [...document.querySelectorAll(within)].filter((item) => (item.textContent ?? '').includes(text)).length;
  const before = count();
  const check = () => {
    if (count() > before) {
      const label = /(\d+) 秒延迟/.exec(document.body.textContent ?? '');
      noted[key] = [performance.timeOrigin + performance.now(), label ? Number(label[1]) * 1000 : null];
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

let keys = 0;

/**
 * Times, in the page, when text shows once more than it does now: a MutationObserver notes the
 * machine's wall clock as the element comes. A test that sleeps and then looks reads its own
 * lateness on busy cores (its sleep ended after the text came, and "not yet shown" failed though
 * the page was right). The delay is read in the same moment: a stream that stalls on busy cores
 * is further behind a moment later, and the room released by the delay it had when it showed.
 * Call it before the text can come; the answer waits for it and gives the world's time it showed
 * (`worldNow`: the stack's clock, which a run at another hour shifts from the machine's).
 */
export async function noteWhenShown(
  page: Page,
  { within, text }: { within: string; text: string },
  worldNow: () => number,
): Promise<(timeoutMs: number) => Promise<Shown>> {
  const key = `shown-${++keys}`;
  await page.evaluate(watchInPage, { key, within, text });
  return async (timeoutMs) => {
    const handle = await page.waitForFunction(
      (name) => (window as unknown as { __shownAt?: Record<string, [number, number | null]> }).__shownAt?.[name],
      key,
      { timeout: timeoutMs },
    );
    const [wallAt, delayMs] = (await handle.jsonValue()) as [number, number | null];
    return { at: wallAt + (worldNow() - Date.now()), delayMs };
  };
}
