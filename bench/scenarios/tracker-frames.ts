/**
 * The tracker watch's slow frames, in counts that do not move with the machine's load
 * (`BENCH_TRACKER_FRAMES=1`): for the watch's longest main-thread tasks, what their frame laid
 * out (the `Layout` event's dirty and total layout objects, its roots), how much font work it did
 * (the trace's categories `fonts`: a fallback font looked up for a character, a font's platform
 * data made), and which texts of the sheet had changed just before it (the page marks each change
 * of the caption, the banner, the score and the clock, with the characters not on the page before
 * the watch). Beside them, the same counts over every frame of the watch: how many frames looked a
 * font up, and how many of them were slow.
 */
import type { CDPSession, Page } from 'playwright-core';
import { readTrace, type TraceEvent } from './football';

export const WATCH_FRAMES = process.env.BENCH_TRACKER_FRAMES === '1';
export const FRAME_CATEGORIES = ['fonts', 'disabled-by-default-fonts'];
/** A mark's name starts with it; the rest is JSON: { fresh, caption, banner, score, clock }. */
const TEXT_MARK = 'tracker-text ';

/**
 * In the page (inside the watch's script, `tracker` its element): each change of the sheet's texts
 * marked, with the characters never on the page before (the document's text at the watch's start,
 * then each text as it shows).
 */
export const MARK_TEXTS_IN_PAGE = `
  const seen = new Set(document.body.innerText);
  const textOf = (selector) => tracker.querySelector(selector)?.textContent ?? '';
  let last = '';
  const textObserver = new MutationObserver(() => {
    const texts = {
      caption: textOf('[data-testid="tracker-caption"]'),
      banner: textOf('[role="status"]'),
      score: textOf('[data-testid="tracker-score"]'),
      clock: textOf('[data-testid="tracker-score"] ~ span:last-child'),
    };
    const key = JSON.stringify(texts);
    if (key === last) return;
    last = key;
    const fresh = [...new Set(Object.values(texts).join(''))].filter((char) => !seen.has(char));
    for (const char of fresh) seen.add(char);
    performance.mark('${TEXT_MARK}' + JSON.stringify({ fresh: fresh.join(''), ...texts }));
  });
  textObserver.observe(tracker, { subtree: true, childList: true, characterData: true });
`;

interface SheetTexts {
  fresh: string;
  caption: string;
  banner: string;
  score: string;
  clock: string;
}

interface FrameRow {
  atS: number;
  cpuMs: number;
  parts: string;
  layout: string;
  fontEvents: string;
  texts: string;
}

export interface FrameReport {
  /** The longest tasks of the watch, longest first. */
  longest: FrameRow[];
  /** Frames (tasks with a Layout) of the watch; those with a font looked up; their CPU time. */
  frames: number;
  framesWithFontWork: number;
  fontWorkFramesCpuMs: number[];
  /** Texts that brought characters new to the page, and when (s into the watch). */
  freshTexts: { atS: number; fresh: string; caption: string; banner: string }[];
  /** Every font event's name in the watch, with how many. */
  fontEventCounts: Record<string, number>;
}

const cpuOf = (event: TraceEvent) => Math.min(event.dur ?? 0, event.tdur ?? event.dur ?? 0) / 1000;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Read before the main thread's spans are cut to CPU time (nesting is read on the wall clock). */
export function frameReport(events: readonly TraceEvent[], mark: string, top = 10): FrameReport {
  const start = events.find((event) => event.name === `${mark}-start`);
  const end = events.find((event) => event.name === `${mark}-end`);
  const empty: FrameReport = {
    longest: [],
    frames: 0,
    framesWithFontWork: 0,
    fontWorkFramesCpuMs: [],
    freshTexts: [],
    fontEventCounts: {},
  };
  if (!start || !end) return empty;
  const inWatch = (event: TraceEvent) => event.ts! >= start.ts! && event.ts! <= end.ts!;
  const main = events.filter(
    (event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && inWatch(event),
  );
  const tasks = main.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts! - b.ts!);
  const fonts = events.filter(
    (event) => FRAME_CATEGORIES.some((cat) => event.cat?.split(',').includes(cat)) && inWatch(event),
  );
  const textMarks = events
    .filter((event) => event.name?.startsWith(TEXT_MARK) && inWatch(event))
    .sort((a, b) => a.ts! - b.ts!)
    .map((event) => ({ ts: event.ts!, ...(JSON.parse(event.name!.slice(TEXT_MARK.length)) as SheetTexts) }));
  const atS = (ts: number) => round1((ts - start.ts!) / 1e6);
  // Each event to the task it runs in, in one sweep (the tasks do not overlap on the main thread).
  const byTask = new Map<TraceEvent, TraceEvent[]>(tasks.map((task) => [task, []]));
  const fontsByTask = new Map<TraceEvent, TraceEvent[]>(tasks.map((task) => [task, []]));
  const sweep = (list: readonly TraceEvent[], into: Map<TraceEvent, TraceEvent[]>) => {
    let index = 0;
    for (const event of [...list].sort((a, b) => a.ts! - b.ts!)) {
      while (index < tasks.length && tasks[index]!.ts! + tasks[index]!.dur! <= event.ts!) index += 1;
      const task = tasks[index];
      if (task && task !== event && event.ts! >= task.ts!) into.get(task)!.push(event);
    }
  };
  sweep(main, byTask);
  sweep(fonts, fontsByTask);
  const fontCounts = (list: readonly TraceEvent[]) => {
    const counts: Record<string, number> = {};
    for (const event of list) if (event.ph !== 'E') counts[event.name!] = (counts[event.name!] ?? 0) + 1;
    return counts;
  };
  const describe = (task: TraceEvent): FrameRow => {
    const within = byTask.get(task)!;
    const parts = new Map<string, number>();
    for (const event of within) {
      if (/^(RunTask|ThreadControllerImpl::RunTask|v8\.callFunction)$/.test(event.name!)) continue;
      parts.set(event.name!, (parts.get(event.name!) ?? 0) + cpuOf(event));
    }
    const layouts = within
      .filter((event) => event.name === 'Layout')
      .map((event) => {
        const args = event.args as
          | { beginData?: { dirtyObjects?: number; totalObjects?: number }; endData?: { layoutRoots?: unknown[] } }
          | undefined;
        return `${args?.beginData?.dirtyObjects}/${args?.beginData?.totalObjects} objects, ${args?.endData?.layoutRoots?.length ?? '?'} roots, ${round1(cpuOf(event))} ms`;
      });
    const before = textMarks.filter((text) => text.ts <= task.ts! + task.dur!).at(-1);
    return {
      atS: atS(task.ts!),
      cpuMs: round1(cpuOf(task)),
      parts: [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, ms]) => `${name} ${round1(ms)}`)
        .join(', '),
      layout: layouts.join('; ') || 'no layout',
      fontEvents: JSON.stringify(fontCounts(fontsByTask.get(task)!)),
      texts: before
        ? `${atS(before.ts)} s: ${JSON.stringify({ fresh: before.fresh, caption: before.caption, banner: before.banner, score: before.score, clock: before.clock })}`
        : 'none before',
    };
  };
  const frames = tasks.filter((task) => byTask.get(task)!.some((event) => event.name === 'Layout'));
  const withFonts = frames.filter((task) => fontsByTask.get(task)!.length > 0);
  return {
    longest: [...tasks]
      .sort((a, b) => cpuOf(b) - cpuOf(a))
      .slice(0, top)
      .map(describe),
    frames: frames.length,
    framesWithFontWork: withFonts.length,
    fontWorkFramesCpuMs: withFonts.map((task) => round1(cpuOf(task))),
    freshTexts: textMarks
      .filter((text) => text.fresh)
      .map((text) => ({ atS: atS(text.ts), fresh: text.fresh, caption: text.caption, banner: text.banner })),
    fontEventCounts: fontCounts(fonts),
  };
}

export function logFrameReport(events: readonly TraceEvent[], mark: string): void {
  console.log(`tracker frames: ${JSON.stringify(frameReport(events, mark), null, 1)}`);
}

/** A fixed piece of JS work, marked: the same instructions each time, whatever the load. */
const FIXED_WORK_IN_PAGE = (times: number) => `(async () => {
  for (let i = 0; i < ${times}; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    performance.mark('fixed-work-start');
    let x = 0;
    for (let k = 0; k < 2000000; k += 1) x = (x * 31 + k) % 1000003;
    performance.mark('fixed-work-end');
    if (x < 0) console.log(x);
  }
})()`;

/**
 * What the watch's CPU times are worth: the same fixed work's thread time at 1× and at the watch's
 * throttling, 15 times each. DevTools' throttling suspends the main thread by a signal whose
 * handler spins until the throttling thread lets it go, so a throttled task's thread time holds
 * that spinning: about the rate × the work on a quiet machine, and more or less when the
 * throttling thread waits for a core (the spread at 4× is the load's, not the page's).
 */
export async function fixedWorkThreadMs(page: Page, cdp: CDPSession, rate: number): Promise<string> {
  const spread = async (throttle: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { includedCategories: ['blink.user_timing'], excludedCategories: ['*'] },
    });
    await page.evaluate(FIXED_WORK_IN_PAGE(15));
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', ({ stream }) => resolve(stream!)),
    );
    await cdp.send('Tracing.end');
    const events = (await readTrace(cdp, await complete)) as (TraceEvent & { tts?: number })[];
    const marks = (name: string) => events.filter((event) => event.name === name).sort((a, b) => a.ts! - b.ts!);
    const ends = marks('fixed-work-end');
    const ms = marks('fixed-work-start')
      .map((begin, index) => ((ends[index]?.tts ?? 0) - (begin.tts ?? 0)) / 1000)
      .sort((a, b) => a - b);
    return `${throttle}×: ${round1(ms[0]!)}–${round1(ms.at(-1)!)} ms (median ${round1(ms[Math.floor(ms.length / 2)]!)})`;
  };
  const result = `the same JS work's thread time ${await spread(1)}, ${await spread(rate)}`;
  console.log(`tracker: ${result}`);
  return result;
}
