/**
 * The live room's crowd, hot (docs/pages.md, the room's chat), standalone, Chromium at a phone
 * viewport over the production builds:
 *  - the chat's code: the `room-chat` chunk's gzip size (budget `roomChatChunkKb`, 25 KB); not
 *    fetched on /anchor's first screen, and in the room fetched only after the first video frame;
 *  - a hot room: a live room open on 聊天 with 弹幕 on over the playing video, 实时比分 on (every
 *    line shows as it comes: the heaviest case), at 4× CPU throttling; the development server's
 *    crowd fixed at 200 messages/s for 10 s (`/__dev/crowd`), RUNS times. Per run: the longest
 *    main-thread task on CPU time (trace `tdur`, bench/lib/cpu-time-trace.ts), the animation
 *    frames' rate (1000 / the median frame interval while the 弹幕 fly), and the largest element
 *    count of the chat list and the 弹幕 layer together (sampled every 250 ms). Budgets on the
 *    median run: `crowdHotLongTaskCpuMs` 50, `crowdHotFps` ≥ 50, `crowdHotDomNodes` 400.
 * BENCH_KEEP_TRACE=<dir> keeps each run's trace there (bench/lib/keep-trace.ts).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { CROWD_DOM, liveCrowdRoom, openChat, setCrowdRate, START_RECORDER, stopRecorder } from '../lib/crowd-room';
import { median } from '../lib/median';
import { failure, kb, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { longestTasks, readTrace } from './football';
import { KEEP_TRACE_CATEGORIES, keepTrace } from '../lib/keep-trace';

const RATE_PER_S = 200;
const SECONDS = 10;
const RUNS = 3;
const CPU_THROTTLING = 4;
const DRAIN_MS = 1500;
const PAUSE_MS = 3000;
const MARK = 'crowd-hot';

export interface CrowdHotRun {
  longestCpuMs: number;
  longestWallMs: number;
  fps: number;
  frames: number;
  maxDomNodes: number;
  rowsShown: number;
  danmakuFlown: number;
  /** The machine's 1-minute load average as the run ended (a shared machine's figures move with it). */
  load: number;
}

export interface CrowdHotDetails {
  hostId: number;
  roomId: number;
  chunk: { files: string[]; gzipBytes: number };
  chatOnAnchor: string[];
  firstFrameAt: number | null;
  chatFetchedAt: number | null;
  runs: CrowdHotRun[];
}

const spread = (values: readonly number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

export async function measureCrowdHot(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: CrowdHotDetails }> {
  const { hostId, roomId } = await liveCrowdRoom(stack);
  const details: CrowdHotDetails = {
    hostId,
    roomId,
    chunk: { files: [], gzipBytes: 0 },
    chatOnAnchor: [],
    firstFrameAt: null,
    chatFetchedAt: null,
    runs: [],
  };
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      window.__firstFrame = null;
      new MutationObserver(() => {
        const video = document.querySelector('video');
        if (video && !video.__watched) {
          video.__watched = true;
          video.requestVideoFrameCallback(() => { window.__firstFrame ??= performance.now(); });
        }
      }).observe(document, { childList: true, subtree: true });
    })()`);
    const chatFiles = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/room-chat/.test(url.pathname)) chatFiles.set(url.pathname, Date.now());
    });

    // /anchor's first screen carries nothing of the chat.
    await page.goto(`${stack.remoteUrl}/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
    details.chatOnAnchor = [...chatFiles.keys()];

    await openChat(page, stack, hostId);
    const firstFrame = await page.evaluate(() => (window as unknown as { __firstFrame: number | null }).__firstFrame);
    // Both from the room's navigation (the page's time origin).
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    details.firstFrameAt = firstFrame === null ? null : Math.round(firstFrame);
    const fetched = [...chatFiles.values()];
    details.chatFetchedAt = fetched.length ? Math.round(Math.min(...fetched) - timeOrigin) : null;
    // Paths under the remote's root: the standalone page's chunks are in its standalone/ folder.
    details.chunk.files = [...chatFiles.keys()].map((file) => file.replace(/^\//, ''));
    details.chunk.gzipBytes = details.chunk.files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(stack.dist, 'remote', file)), { level: 9 }).length,
      0,
    );

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    for (let run = 0; run < RUNS; run += 1) {
      await setCrowdRate(stack, roomId, 0);
      await page.waitForTimeout(PAUSE_MS);
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            'blink.user_timing',
            ...KEEP_TRACE_CATEGORIES,
          ],
        },
      });
      await page.evaluate((name) => performance.mark(`${name}-start`), MARK);
      await page.evaluate(START_RECORDER);
      await setCrowdRate(stack, roomId, RATE_PER_S);
      await page.waitForTimeout(SECONDS * 1000);
      await setCrowdRate(stack, roomId, 0);
      await page.waitForTimeout(DRAIN_MS);
      const record = await stopRecorder(page);
      await page.evaluate((name) => performance.mark(`${name}-end`), MARK);
      const complete = new Promise<string>((resolve) =>
        cdp.once('Tracing.tracingComplete', ({ stream }) => resolve(stream!)),
      );
      await cdp.send('Tracing.end');
      const events = await readTrace(cdp, await complete);
      keepTrace(`crowd-hot-run${run + 1}`, events);
      const tasks = longestTasks(events, MARK);
      const interval = median(record.intervals) ?? 1000;
      details.runs.push({
        longestCpuMs: Math.round(tasks.cpuMs),
        longestWallMs: Math.round(tasks.wallMs),
        fps: Math.round(1000 / interval),
        frames: record.intervals.length,
        maxDomNodes: Math.max(record.maxDom, await page.evaluate(CROWD_DOM)),
        rowsShown: await page.locator('[aria-label="聊天消息"] li').count(),
        danmakuFlown: record.flown,
        load: Math.round(loadavg()[0]! * 10) / 10,
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await setCrowdRate(stack, roomId, null);
  } finally {
    await context.close();
  }

  const runs = details.runs;
  const cpu = runs.map((run) => run.longestCpuMs);
  const fps = runs.map((run) => run.fps);
  const dom = runs.map((run) => run.maxDomNodes);
  const label = `hot room (${RATE_PER_S} messages/s for ${SECONDS} s, 弹幕 on, ${CPU_THROTTLING}× CPU throttling), median of ${runs.length}`;
  const metrics: Metric[] = [
    metric({
      id: 'roomChatChunkKb',
      label: 'the room chat chunk (room-chat), gzip',
      value: kb(details.chunk.gzipBytes),
      unit: 'KB',
      budget: 'roomChatChunkKb',
      note: `${details.chunk.files.join(' ')}; fetched ${details.chatFetchedAt} ms after the room's navigation, first video frame at ${details.firstFrameAt} ms`,
    }),
    metric({
      id: 'crowdHotLongTaskCpuMs',
      label: `${label}: longest task, CPU time`,
      value: median(cpu),
      unit: 'ms',
      budget: 'crowdHotLongTaskCpuMs',
      note: `runs ${cpu.join(' / ')} ms (spread ${spread(cpu)}); wall ${runs.map((run) => run.longestWallMs).join(' / ')} ms; load ${runs.map((run) => run.load).join(' / ')}`,
    }),
    metric({
      id: 'crowdHotFps',
      label: `${label}: animation frames per second while the 弹幕 fly`,
      value: median(fps),
      unit: 'fps',
      budget: 'crowdHotFps',
      direction: 'min',
      note: `runs ${fps.join(' / ')} (spread ${spread(fps)}); 弹幕 flown ${runs.map((run) => run.danmakuFlown).join(' / ')}`,
    }),
    metric({
      id: 'crowdHotDomNodes',
      label: `${label}: chat list + 弹幕 elements, most at once`,
      value: median(dom),
      unit: '',
      budget: 'crowdHotDomNodes',
      note: `runs ${dom.join(' / ')}; rows in the list ${runs.map((run) => run.rowsShown).join(' / ')}`,
    }),
  ];
  if (details.chatOnAnchor.length > 0)
    metrics.push(
      failure(
        {
          id: 'roomChatOnAnchor',
          label: 'room chat code fetched on /anchor',
          value: details.chatOnAnchor.length,
          unit: '',
        },
        details.chatOnAnchor.join(' '),
      ),
    );
  if (details.firstFrameAt !== null && details.chatFetchedAt !== null && details.chatFetchedAt < details.firstFrameAt)
    metrics.push(
      failure(
        {
          id: 'roomChatBeforeFirstFrame',
          label: 'room chat code fetched before the first video frame',
          value: details.chatFetchedAt,
          unit: 'ms',
        },
        `first frame at ${details.firstFrameAt} ms`,
      ),
    );
  if (runs.some((run) => run.rowsShown < 100 || run.danmakuFlown === 0))
    metrics.push(
      failure(
        {
          id: 'crowdHotDelivered',
          label: 'hot room: lines shown',
          value: Math.min(...runs.map((run) => run.rowsShown)),
          unit: '',
        },
        'the list or the 弹幕 stayed empty',
      ),
    );
  return { metrics, details };
}
