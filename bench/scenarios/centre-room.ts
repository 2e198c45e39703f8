/**
 * The live room with its 赛况 panel open, standalone, Chromium at a phone viewport: the
 * room of a host live on a football match (found with the signed anchor list and the room's own
 * match-info call), video playing, the panel open on its timeline. The development server's hub
 * then publishes match-centre events on that match's channel through the push catalogue — the
 * world's own football script re-stamped with the match's next indices and the current time
 * (bench/lib/centre-events.ts) — so the client path is the real one: socket, push handler,
 * store, the stream's delay, the panel.
 *  - 20 events/s for 5 s, the page's main thread traced until the stream's delay has released
 *    them all; each task cut to its CPU time (bench/lib/cpu-time-trace.ts). Budget: no task over
 *    50 ms (`centreRoomLongTaskMs`), the wall-clock figure beside it;
 *  - memory: a whole finished match of the world (90 minutes and stoppage) replayed at 60x into
 *    the open room (~1.5 min); before and after (once the delay has released everything), after
 *    a forced GC, the retained objects — a heap snapshot's self sizes without V8's code, as the
 *    room scenario measures (bench/scenarios/live-room.ts). Budget: +10 %
 *    (`centreRoomHeapGrowthPct`); the whole JS heap (Runtime.getHeapUsage, which also counts
 *    the code V8's optimizing tiers compile as the replay gets hot), DOM nodes and listeners
 *    (Memory.getDOMCounters) beside it.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { centreSnapshot } from '../../shell-demo/server/world/match-centre/centre';
import { FootballStatus } from '../../shell-demo/server/world/status';
import { footballScript, publishAtRate, publishCentreEvent, stampEvent } from '../lib/centre-events';
import { failure, metric, type Metric } from '../lib/metrics';
import { signedCall } from '../lib/signed-call';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { longestTasks, readTrace } from './football';
import { heapAfterGc, retainedObjectsMb } from '../lib/heap-counters';
import { liveHostsIn, ROOM_INFO_PATH, SHOWN_MATCH_SOURCES } from './live-room';

const RATE_PER_S = 20;
const SECONDS = 5;
const REPLAY_SPEED = 60;
const MARK = 'centre-room';
const VIDEO_TIMEOUT_MS = 30_000;

export interface CentreRoomDetails {
  hostId: number;
  matchId: number;
  delayMs: number;
  burst: { published: number; longestCpuMs: number; longestWallMs: number; tasksOver50CpuMs: number };
  replay: {
    events: number;
    seconds: number;
    /** Heap snapshot self sizes without V8's code, after a forced GC (as the room scenario). */
    objectsBeforeMb: number;
    objectsAfterMb: number;
    /** Runtime.getHeapUsage after a forced GC: also the code V8 compiles as the replay gets hot. */
    heapBeforeMb: number;
    heapAfterMb: number;
    domBefore: DomCounters;
    domAfter: DomCounters;
    timelineItems: number;
  };
}

interface DomCounters {
  nodes: number;
  jsEventListeners: number;
}

/** A host live on a football match in play (not at half-time) on a shown match source: the room plays and shows the 赛况 tab. */
async function liveFootballRoom(stack: BenchStack): Promise<{ hostId: number; matchId: number }> {
  const api = { url: stack.apiUrl, ca: stack.tls.cert };
  const candidates = new Set<number>();
  liveHostsIn((await signedCall<unknown>(api, 'GET', '/ssapi/anchor/list/v2', { t: 1 })).data, candidates);
  liveHostsIn((await signedCall<unknown>(api, 'POST', '/api/forehead/live/host/list')).data, candidates);
  const playing: readonly number[] = [FootballStatus.firstHalf, FootballStatus.secondHalf];
  for (const hostId of candidates) {
    const info = await signedCall<{
      liveStatus?: number;
      matchTypeId?: number;
      matchId?: number;
      matchSource?: number;
    } | null>(api, 'POST', ROOM_INFO_PATH, { hostId }).catch(() => null);
    const data = info?.data;
    const match = stack.api.world().matches.get(data?.matchId ?? 0);
    // On a match source the app shows (others it drops, and their room says the host is not live).
    const shown = SHOWN_MATCH_SOURCES.includes(data?.matchSource ?? -1);
    if (data?.liveStatus === 1 && data.matchTypeId === 1 && shown && match && playing.includes(match.statusId))
      return { hostId, matchId: match.id };
  }
  throw new Error('no host live on a football match in play');
}

async function domCounters(cdp: CDPSession): Promise<DomCounters> {
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { nodes, jsEventListeners };
}

async function openPanel(page: Page, stack: BenchStack, hostId: number): Promise<number> {
  await page.goto(`${stack.remoteUrl}/anchor/detail/${hostId}`);
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
    timeout: VIDEO_TIMEOUT_MS,
  });
  const delayText = await page
    .getByText(/\d+ 秒延迟/)
    .first()
    .textContent({ timeout: VIDEO_TIMEOUT_MS });
  await page.getByRole('tab', { name: '赛况' }).click();
  await page.getByTestId('match-centre').waitFor();
  await page.getByTestId('momentum-chart').waitFor();
  return Number(/(\d+) 秒延迟/.exec(delayText ?? '')?.[1] ?? 0) * 1000;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function measureCentreRoom(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: CentreRoomDetails }> {
  const { hostId, matchId } = await liveFootballRoom(stack);
  const script = footballScript(stack);
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const delayMs = await openPanel(page, stack, hostId);
    const drainMs = delayMs + 2500;
    // The next index of the match: ours follow the world's; the world's own later events carry
    // indices we have used, and the store drops them as duplicates.
    const world = stack.api.world();
    let index = centreSnapshot(world, world.matches.get(matchId)!).nextIndex;
    await page.waitForTimeout(1000);

    // 20 events a second.
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'blink.user_timing',
          'loading',
        ],
      },
    });
    await page.evaluate((name) => performance.mark(`${name}-start`), MARK);
    const published = RATE_PER_S * SECONDS;
    const from = Math.floor(script.length / 3);
    await publishAtRate(stack, published, RATE_PER_S, (count) =>
      stampEvent(script[(from + count) % script.length]!, matchId, index++, Date.now()),
    );
    await page.waitForTimeout(drainMs);
    await page.evaluate((name) => performance.mark(`${name}-end`), MARK);
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', ({ stream }) => resolve(stream!)),
    );
    await cdp.send('Tracing.end');
    const tasks = longestTasks(await readTrace(cdp, await complete), MARK);

    // A whole match at 60x.
    const objectsBeforeMb = await retainedObjectsMb(cdp);
    const heapBeforeMb = await heapAfterGc(cdp);
    const domBefore = await domCounters(cdp);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      let next = 0;
      const tick = () => {
        const reached = (performance.now() - started) * REPLAY_SPEED;
        while (next < script.length && script[next]!.offset <= reached) {
          publishCentreEvent(stack, stampEvent(script[next]!, matchId, index++, Date.now()));
          next += 1;
        }
        if (next >= script.length) resolve();
        else setTimeout(tick, 20);
      };
      tick();
    });
    const seconds = (performance.now() - started) / 1000;
    await page.waitForTimeout(drainMs);
    const objectsAfterMb = await retainedObjectsMb(cdp);
    const heapAfterMb = await heapAfterGc(cdp);
    const domAfter = await domCounters(cdp);
    const timelineItems = await page.getByTestId('match-centre').locator('li').count();

    const details: CentreRoomDetails = {
      hostId,
      matchId,
      delayMs,
      burst: {
        published,
        longestCpuMs: Math.round(tasks.cpuMs),
        longestWallMs: Math.round(tasks.wallMs),
        tasksOver50CpuMs: tasks.over50,
      },
      replay: {
        events: script.length,
        seconds: round1(seconds),
        objectsBeforeMb: round1(objectsBeforeMb),
        objectsAfterMb: round1(objectsAfterMb),
        heapBeforeMb: round1(heapBeforeMb),
        heapAfterMb: round1(heapAfterMb),
        domBefore,
        domAfter,
        timelineItems,
      },
    };
    const growth = ((objectsAfterMb - objectsBeforeMb) / objectsBeforeMb) * 100;
    const heapGrowth = ((heapAfterMb - heapBeforeMb) / heapBeforeMb) * 100;
    const metrics: Metric[] = [
      metric({
        id: 'centreRoomLongTaskMs',
        label: `match centre room: longest task on CPU time, 赛况 open under ${RATE_PER_S} events/s for ${SECONDS} s`,
        value: details.burst.longestCpuMs,
        unit: 'ms',
        budget: 'centreRoomLongTaskMs',
        note: `wall clock ${details.burst.longestWallMs} ms; stream delay ${delayMs / 1000} s`,
      }),
      metric({
        id: 'centreRoomHeapGrowthPct',
        label: `match centre room: retained objects (code excluded) after a 90-minute match replayed at ${REPLAY_SPEED}x (${script.length} events)`,
        value: Math.round(growth * 10) / 10,
        unit: '%',
        budget: 'centreRoomHeapGrowthPct',
        note: `${round1(objectsBeforeMb)} → ${round1(objectsAfterMb)} MB; whole JS heap ${details.replay.heapBeforeMb} → ${details.replay.heapAfterMb} MB (${Math.round(heapGrowth)} %); DOM nodes ${domBefore.nodes} → ${domAfter.nodes}, listeners ${domBefore.jsEventListeners} → ${domAfter.jsEventListeners}`,
      }),
    ];
    if (timelineItems === 0)
      metrics.push(
        failure(
          { id: 'centreRoomTimeline', label: 'match centre room: timeline items', value: 0, unit: '' },
          'none shown',
        ),
      );
    return { metrics, details };
  } finally {
    await context.close();
  }
}
