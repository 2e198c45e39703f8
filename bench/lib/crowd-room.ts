/**
 * What the room-crowd scenarios share: a live room whose video plays and whose crowd the
 * development server runs, its rate set with `/__dev/crowd`, the page opened on its 聊天 tab with
 * 弹幕 on, and the in-page recorders (animation frames, the chat's and 弹幕's DOM size).
 */
import type { Page } from 'playwright-core';
import { DevCalls } from '../../src/contracts/dev-server';
import { liveHostsIn, ROOM_INFO_PATH, SHOWN_MATCH_SOURCES } from '../scenarios/live-room';
import { signedCall, type ApiTarget } from './signed-call';
import type { BenchStack } from './stack';
import { stackRequest } from './stack-request';

const VIDEO_TIMEOUT_MS = 30_000;
const SCHEDULE_PATH = '/api/forehead/live/host/load/schedule';

/** A host whose room plays now (live, on a shown match source), with its live room id. */
export async function liveCrowdRoom(stack: BenchStack): Promise<{ hostId: number; roomId: number }> {
  const api = { url: stack.apiUrl, ca: stack.tls.cert };
  const candidates = new Set<number>();
  liveHostsIn((await signedCall<unknown>(api, 'GET', '/ssapi/anchor/list/v2', { t: 1 })).data, candidates);
  liveHostsIn((await signedCall<unknown>(api, 'POST', '/api/forehead/live/host/list')).data, candidates);
  for (const hostId of candidates) {
    const info = await signedCall<{ liveStatus?: number; matchSource?: number; liveRoomId?: number } | null>(
      api,
      'POST',
      ROOM_INFO_PATH,
      {
        hostId,
      },
    ).catch(() => null);
    const data = info?.data;
    if (
      data?.liveStatus === 1 &&
      SHOWN_MATCH_SOURCES.includes(data.matchSource ?? -1) &&
      data.liveRoomId &&
      !(await isPrivateRoom(api, hostId, data.liveRoomId))
    )
      return { hostId, roomId: data.liveRoomId };
  }
  throw new Error('no live room on the development server');
}

/** A private group's room: the web opens it as off air (no video), so it is no room to measure. */
async function isPrivateRoom(api: ApiTarget, hostId: number, roomId: number): Promise<boolean> {
  const schedule = await signedCall<unknown>(api, 'POST', SCHEDULE_PATH, { hostId }).catch(() => null);
  const entries: { liveRoomId?: unknown; liveUserGroupId?: unknown }[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if ('liveRoomId' in node) entries.push(node);
    Object.values(node).forEach(visit);
  };
  visit(schedule?.data);
  return entries.some((entry) => entry.liveRoomId === roomId && typeof entry.liveUserGroupId === 'number');
}

/** Fixes the room's crowd at `rate` messages a second (null: back to the match's own rate). */
export async function setCrowdRate(stack: BenchStack, roomId: number, rate: number | null): Promise<void> {
  const { status, body } = await stackRequest(`${stack.apiUrl}${DevCalls.crowd}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roomId, rate }),
    ca: stack.tls.cert,
  });
  if (status !== 200) throw new Error(`${DevCalls.crowd} → ${status} ${body.toString('utf8')}`);
}

/** The room, video playing, on 聊天 with 弹幕 on (the device's setting) and 实时比分 on (lines show as they come). */
export async function openChat(page: Page, stack: BenchStack, hostId: number): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('sport-info:danmaku', JSON.stringify({ on: true, area: 'full' })),
  );
  await page.goto(`${stack.remoteUrl}/anchor/detail/${hostId}`);
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
    timeout: VIDEO_TIMEOUT_MS,
  });
  await page.getByRole('tab', { name: '聊天' }).click({ timeout: VIDEO_TIMEOUT_MS });
  await page.getByTestId('danmaku').waitFor({ timeout: VIDEO_TIMEOUT_MS });
  await page.getByRole('switch', { name: '实时比分' }).click();
}

/** The elements of the chat list's box and of the 弹幕 layer (what the budget counts). */
export const CROWD_DOM = `(() => {
  const list = document.querySelector('[aria-label="聊天消息"]');
  const layer = document.querySelector('[data-testid="danmaku"]');
  return (list ? list.querySelectorAll('*').length + 1 : 0) + (layer ? layer.querySelectorAll('*').length + 1 : 0);
})()`;

/**
 * Starts, in the page, a recorder of animation-frame intervals, of the crowd's largest DOM size
 * (sampled every 250 ms) and of the 弹幕 items flown. A string: tsx would add its helpers to
 * inner functions, which the page does not have.
 */
export const START_RECORDER = `(() => {
  const record = { intervals: [], maxDom: 0, flown: 0, running: true };
  window.__crowd = record;
  let last = performance.now();
  const frame = (now) => {
    if (!record.running) return;
    record.intervals.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const count = () => ${CROWD_DOM};
  const sampler = setInterval(() => { record.maxDom = Math.max(record.maxDom, count()); }, 250);
  const layer = document.querySelector('[data-testid="danmaku"]');
  const observer = new MutationObserver((changes) => { for (const change of changes) record.flown += change.addedNodes.length; });
  if (layer) observer.observe(layer, { childList: true });
  record.stop = () => { record.running = false; clearInterval(sampler); observer.disconnect(); };
})()`;

export interface CrowdRecord {
  intervals: number[];
  maxDom: number;
  flown: number;
}

export const stopRecorder = (page: Page): Promise<CrowdRecord> =>
  page.evaluate(() => {
    const record = (window as unknown as { __crowd: CrowdRecord & { stop(): void } }).__crowd;
    record.stop();
    return { intervals: record.intervals, maxDom: record.maxDom, flown: record.flown };
  });
