/**
 * The player's code, started at a press on a room's link (player/components/player-chunk.ts
 * and live-player.tsx's warmLikelyEngine): the "live-player" chunk loaded once for the page and
 * asked for again after a failed load, and with it the engine this browser will most likely play
 * with — hls.js and its worker where MediaSource plays, mpegts.js on an iPhone with only
 * ManagedMediaSource, none where the browser plays HLS itself.
 */
import { waitFor } from '@testing-library/react';
import * as PlayerChunk from '@src/domains/live-room/player/components/player-chunk';
import LivePlayer from '@src/domains/live-room/player/components/live-player';
import { loadMpegts } from '@src/domains/live-room/player/components/flv-engine';
import { loadHls, transmuxerWorkerUrl } from '@src/domains/live-room/player/components/hls-engine';
import { freshModule } from '@tests/support/fresh-module';

const CHUNK = '@src/domains/live-room/player/components/player-chunk';
const LIVE_PLAYER = '@src/domains/live-room/player/components/live-player';

jest.mock('@src/domains/live-room/player/components/hls-engine', () => ({
  ...jest.requireActual('@src/domains/live-room/player/components/hls-engine'),
  loadHls: jest.fn(),
  transmuxerWorkerUrl: jest.fn(),
}));
jest.mock('@src/domains/live-room/player/components/flv-engine', () => ({
  ...jest.requireActual('@src/domains/live-room/player/components/flv-engine'),
  loadMpegts: jest.fn(),
}));
const hls = jest.mocked(loadHls);
const worker = jest.mocked(transmuxerWorkerUrl);
const mpegts = jest.mocked(loadMpegts);

/** The browser's media APIs, `names` defined as constructors for the test. */
function browserWith(...names: string[]) {
  for (const name of names) Object.defineProperty(window, name, { value: function Api() {}, configurable: true });
  return () => {
    for (const name of names) delete (window as unknown as Record<string, unknown>)[name];
  };
}

/** warmPlayer on a page that has not loaded the player's code yet; settled once its engine has been asked for. */
async function warm() {
  const chunk = freshModule<typeof PlayerChunk>(CHUNK);
  chunk.warmPlayer();
  await chunk.loadPlayerModule();
  await Promise.resolve();
}

beforeEach(() => {
  hls.mockReset().mockResolvedValue({} as Awaited<ReturnType<typeof loadHls>>);
  worker.mockReset().mockResolvedValue(null);
  mpegts.mockReset().mockResolvedValue({} as Awaited<ReturnType<typeof loadMpegts>>);
});

it('loads the player’s code once for the whole page', async () => {
  const first = PlayerChunk.loadPlayerModule();
  expect(PlayerChunk.loadPlayerModule()).toBe(first);
  expect((await first).default).toBe(LivePlayer);
});

it('asks for the code again at the next call after a failed load', async () => {
  let offline = true;
  jest.doMock(LIVE_PLAYER, () => {
    if (offline) throw new Error('chunk failed');
    return jest.requireActual(LIVE_PLAYER);
  });
  try {
    const chunk = freshModule<typeof PlayerChunk>(CHUNK);
    await expect(chunk.loadPlayerModule()).rejects.toThrow('chunk failed');
    offline = false;
    await expect(chunk.loadPlayerModule()).resolves.toHaveProperty('default');
  } finally {
    jest.dontMock(LIVE_PLAYER);
  }
});

it('starts hls.js and its worker where the browser has MediaSource', async () => {
  const restore = browserWith('MediaSource', 'ManagedMediaSource');
  try {
    await warm();
    expect(hls).toHaveBeenCalled();
    expect(worker).toHaveBeenCalled();
    expect(mpegts).not.toHaveBeenCalled();
  } finally {
    restore();
  }
});

it('starts mpegts.js on an iPhone with only ManagedMediaSource', async () => {
  const restore = browserWith('ManagedMediaSource');
  try {
    await warm();
    expect(mpegts).toHaveBeenCalled();
    expect(hls).not.toHaveBeenCalled();
    expect(worker).not.toHaveBeenCalled();
  } finally {
    restore();
  }
});

it('starts no engine where the browser plays HLS itself', async () => {
  await warm();
  expect(hls).not.toHaveBeenCalled();
  expect(worker).not.toHaveBeenCalled();
  expect(mpegts).not.toHaveBeenCalled();
});

it('leaves a failed engine load to the player’s own load: nothing is thrown at the page', async () => {
  const restore = browserWith('MediaSource');
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    hls.mockRejectedValue(new Error('engine failed'));
    await warm();
    await waitFor(() => expect(hls).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
    restore();
  }
});
