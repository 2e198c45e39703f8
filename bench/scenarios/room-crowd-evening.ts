/**
 * A long evening in a live room (docs/pages.md, the room's chat): the room open on 聊天 with 弹幕
 * on, 实时比分 on, the development server's crowd fixed at 20 messages/s for EVENING_MS (ten
 * minutes of real time: 12,000 lines). Before and after — once the room is quiet again — after a
 * forced GC: the whole JS heap (Runtime.getHeapUsage; budget `crowdEveningHeapGrowthMb`, 2 MB),
 * the retained objects without V8's code beside it (as bench/scenarios/live-room.ts reads them),
 * and the document's DOM nodes (Memory.getDOMCounters; budget `crowdEveningDomGrowth`: flat, the
 * chat keeps its rows whatever the evening's length). A warm-up minute at the same rate first, so
 * the rows are full and V8's tiers settled before the first sample.
 */
import type { Browser } from 'playwright-core';
import { DevCalls } from '../../src/contracts/dev-server';
import { liveCrowdRoom, openChat, setCrowdRate } from '../lib/crowd-room';
import { stackRequest } from '../lib/stack-request';
import { failure, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { domCounters, heapAfterGc, retainedObjectsMb, type DomCounters } from '../lib/heap-counters';

const RATE_PER_S = 20;
const EVENING_MS = 10 * 60_000;
const WARM_UP_MS = 60_000;
const QUIET_MS = 2000;

export interface CrowdEveningDetails {
  hostId: number;
  roomId: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  objectsBeforeMb: number;
  objectsAfterMb: number;
  domBefore: DomCounters;
  domAfter: DomCounters;
  rowsBefore: number;
  rowsAfter: number;
  linesPublished: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function measureCrowdEvening(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: CrowdEveningDetails }> {
  const { hostId, roomId } = await liveCrowdRoom(stack);
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await openChat(page, stack, hostId);
    const rows = () => page.locator('[aria-label="聊天消息"] li').count();
    const nextIndex = async () => {
      const { status, body } = await stackRequest(`${stack.apiUrl}${DevCalls.crowd}`, { ca: stack.tls.cert });
      const rooms =
        status === 200
          ? (JSON.parse(body.toString('utf8')) as { rooms: { roomId: number; nextIndex: number }[] }).rooms
          : [];
      return rooms.find((room) => room.roomId === roomId)?.nextIndex ?? 0;
    };

    await setCrowdRate(stack, roomId, RATE_PER_S);
    await page.waitForTimeout(WARM_UP_MS);
    await setCrowdRate(stack, roomId, 0);
    await page.waitForTimeout(QUIET_MS);
    const startIndex = await nextIndex();
    const before = {
      heap: await heapAfterGc(cdp),
      objects: await retainedObjectsMb(cdp),
      dom: await domCounters(cdp),
      rows: await rows(),
    };

    await setCrowdRate(stack, roomId, RATE_PER_S);
    await page.waitForTimeout(EVENING_MS);
    await setCrowdRate(stack, roomId, 0);
    await page.waitForTimeout(QUIET_MS);
    const details: CrowdEveningDetails = {
      hostId,
      roomId,
      heapBeforeMb: round2(before.heap),
      heapAfterMb: round2(await heapAfterGc(cdp)),
      objectsBeforeMb: round2(before.objects),
      objectsAfterMb: round2(await retainedObjectsMb(cdp)),
      domBefore: before.dom,
      domAfter: await domCounters(cdp),
      rowsBefore: before.rows,
      rowsAfter: await rows(),
      linesPublished: (await nextIndex()) - startIndex,
    };
    await setCrowdRate(stack, roomId, null);

    const label = `long evening (${RATE_PER_S} messages/s for ${EVENING_MS / 60_000} min, 弹幕 on)`;
    const metrics: Metric[] = [
      metric({
        id: 'crowdEveningHeapGrowthMb',
        label: `${label}: JS heap growth after GC`,
        value: round2(details.heapAfterMb - details.heapBeforeMb),
        unit: 'MB',
        budget: 'crowdEveningHeapGrowthMb',
        note: `${details.heapBeforeMb} → ${details.heapAfterMb} MB; retained objects (code excluded) ${details.objectsBeforeMb} → ${details.objectsAfterMb} MB; ${details.linesPublished} lines`,
      }),
      metric({
        id: 'crowdEveningDomGrowth',
        label: `${label}: DOM nodes of the document, growth`,
        value: details.domAfter.nodes - details.domBefore.nodes,
        unit: '',
        budget: 'crowdEveningDomGrowth',
        note: `${details.domBefore.nodes} → ${details.domAfter.nodes} nodes, listeners ${details.domBefore.jsEventListeners} → ${details.domAfter.jsEventListeners}; list rows ${details.rowsBefore} → ${details.rowsAfter}`,
      }),
    ];
    if (details.linesPublished < RATE_PER_S * (EVENING_MS / 1000) * 0.8)
      metrics.push(
        failure(
          { id: 'crowdEveningLines', label: `${label}: lines published`, value: details.linesPublished, unit: '' },
          'the crowd did not keep its rate',
        ),
      );
    return { metrics, details };
  } finally {
    await context.close();
  }
}
