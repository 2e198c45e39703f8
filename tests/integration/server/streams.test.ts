import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_DIR, FIXTURE_SEGMENTS, LOOP_MS, SEGMENT_MS } from '../../../shell-demo/server/streams/fixture';
import { FlvReader, FlvTagType } from '../../../shell-demo/server/streams/flv';
import { flvLoopSource, loopTags, openFlvStreams, startIndexAt } from '../../../shell-demo/server/streams/live-flv';
import { PLAYLIST_WINDOW, streamOrigin } from '../../../shell-demo/server/streams/live-hls';
import { suiteServer } from './suite-server';

/** Monday 5 January 2026, 12:00:00.500 UTC — a multiple of LOOP_MS plus 500 ms. */
const START = Date.UTC(2026, 0, 5, 12, 0, 0, 500);

interface Playlist {
  tags: string[];
  mediaSequence: number;
  discontinuitySequence: number;
  segments: { uri: string; sequence: number; programDateTime: number; duration: number; discontinuity: boolean }[];
}

/** A small reader of the media playlists this server writes. */
function parsePlaylist(text: string): Playlist {
  const lines = text.trim().split('\n');
  const value = (tag: string) => Number(lines.find((line) => line.startsWith(`${tag}:`))?.slice(tag.length + 1));
  const mediaSequence = value('#EXT-X-MEDIA-SEQUENCE');
  const segments: Playlist['segments'] = [];
  let pending: { programDateTime: number; duration: number; discontinuity: boolean } = {
    programDateTime: Number.NaN,
    duration: Number.NaN,
    discontinuity: false,
  };
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
      pending.programDateTime = Date.parse(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length));
    else if (line.startsWith('#EXTINF:')) pending.duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (!line.startsWith('#')) {
      segments.push({ uri: line, sequence: mediaSequence + segments.length, ...pending });
      pending = { programDateTime: Number.NaN, duration: Number.NaN, discontinuity: false };
    }
  }
  return {
    tags: lines.filter((line) => line.startsWith('#')),
    mediaSequence,
    discontinuitySequence: value('#EXT-X-DISCONTINUITY-SEQUENCE'),
    segments,
  };
}

const fixtureFile = (name: string) => readFileSync(path.join(FIXTURE_DIR, name));

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('development server: live streams', () => {
  let clock = START;
  const server = suiteServer(() => clock);
  let room = 0;
  let privateRoom = 0;

  beforeAll(() => {
    const hosts = [...server().world().hosts.values()];
    room = hosts[0]!.liveRoomId;
    privateRoom = hosts
      .flatMap((host) => host.liveSchedule)
      .find((entry) => entry.liveUserGroupId !== null)!.liveRoomId;
  });
  beforeEach(() => {
    clock = START;
  });

  const playlistAt = async (at: number, roomId = room) => {
    clock = at;
    const response = await fetch(`${server().url}/live/${roomId}/index.m3u8`);
    expect(response.status).toBe(200);
    return { response, playlist: parsePlaylist(await response.text()) };
  };

  describe('fixtures', () => {
    it('are six 2 s segments and one FLV, small enough to commit', () => {
      const source = parsePlaylist(fixtureFile('source.m3u8').toString('utf8'));
      expect(source.segments.map((segment) => segment.uri)).toEqual(
        Array.from({ length: FIXTURE_SEGMENTS }, (_, n) => `seg-${n}.mpegts`),
      );
      expect(source.segments.every((segment) => Math.abs(segment.duration * 1000 - SEGMENT_MS) < 1)).toBe(true);
      const total = readdirSync(FIXTURE_DIR).reduce(
        (sum, name) => sum + statSync(path.join(FIXTURE_DIR, name)).size,
        0,
      );
      expect(total).toBeLessThan(1.5 * 1024 * 1024);
    });

    it('have an FLV with decoder setup tags and a key frame every 2 s within one loop', () => {
      const { header, setupTags, media } = flvLoopSource();
      expect(header.toString('latin1', 0, 3)).toBe('FLV');
      expect(setupTags).toHaveLength(3);
      const keyframes = media.filter((tag) => tag.keyframe).map((tag) => tag.timestamp);
      expect(keyframes).toHaveLength(FIXTURE_SEGMENTS);
      keyframes.forEach((timestamp, index) => expect(Math.abs(timestamp - index * SEGMENT_MS)).toBeLessThan(100));
      expect(media.every((tag) => tag.timestamp < LOOP_MS)).toBe(true);
    });

    it('loop with timestamps that keep growing across passes', () => {
      const { media } = flvLoopSource();
      const start = startIndexAt(media, 7_000);
      expect(media[start]).toMatchObject({ keyframe: true });
      const tags = loopTags(media, start);
      const stamps = Array.from({ length: media.length * 2 + 10 }, () => tags.next().value.timestamp);
      expect(stamps[0]).toBe(0);
      expect(stamps[stamps.length - 1]).toBeGreaterThan(2 * LOOP_MS - 7_000);
    });
  });

  describe('HLS', () => {
    it('answers a live playlist: a window of 2 s segments, no end, program dates on the server clock', async () => {
      const { response, playlist } = await playlistAt(START);
      expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(playlist.tags[0]).toBe('#EXTM3U');
      expect(playlist.tags).toContain('#EXT-X-TARGETDURATION:2');
      expect(playlist.tags).not.toContain('#EXT-X-ENDLIST');
      expect(playlist.tags.some((tag) => tag.startsWith('#EXT-X-PLAYLIST-TYPE'))).toBe(false);
      expect(playlist.segments).toHaveLength(PLAYLIST_WINDOW);

      // Sequences count from shortly before the server started (small numbers, see streamOrigin).
      const origin = streamOrigin(START);
      const newest = Math.floor((START - origin) / SEGMENT_MS) - 1;
      expect(playlist.mediaSequence).toBe(newest - PLAYLIST_WINDOW + 1);
      expect(playlist.mediaSequence).toBeLessThan(100);
      for (const segment of playlist.segments) {
        expect(segment.uri).toBe(`seg-${segment.sequence}.ts`);
        expect(segment.duration).toBe(2);
        expect(segment.programDateTime).toBe(origin + segment.sequence * SEGMENT_MS);
      }
      // The newest segment ended at most one segment ago: the live edge is the server's now.
      const edge = playlist.segments.at(-1)!.programDateTime + SEGMENT_MS;
      expect(edge).toBeLessThanOrEqual(START);
      expect(START - edge).toBeLessThan(SEGMENT_MS);
    });

    it('slides with the server clock', async () => {
      const first = (await playlistAt(START)).playlist;
      expect((await playlistAt(START + 1_000)).playlist.mediaSequence).toBe(first.mediaSequence);
      expect((await playlistAt(START + 1_600)).playlist.mediaSequence).toBe(first.mediaSequence + 1);
      const later = (await playlistAt(START + 60_000)).playlist;
      expect(later.mediaSequence).toBe(first.mediaSequence + 30);
      expect(later.segments[0]!.programDateTime).toBe(first.segments[0]!.programDateTime + 60_000);
    });

    it('marks a discontinuity where the fixture loops, and counts them', async () => {
      for (let step = 0; step < FIXTURE_SEGMENTS; step += 1) {
        const { playlist } = await playlistAt(START + step * SEGMENT_MS);
        expect(playlist.discontinuitySequence).toBe(Math.floor(playlist.mediaSequence / FIXTURE_SEGMENTS));
        for (const [index, segment] of playlist.segments.entries()) {
          expect(segment.discontinuity).toBe(index > 0 && segment.sequence % FIXTURE_SEGMENTS === 0);
        }
      }
      // At START (a loop boundary + 500 ms) the newest segment is the loop's last one, so 2 s
      // later the newest one starts the next loop.
      const { playlist } = await playlistAt(START + SEGMENT_MS);
      expect(playlist.segments.at(-1)!.sequence % FIXTURE_SEGMENTS).toBe(0);
      expect(playlist.segments.at(-1)).toMatchObject({ discontinuity: true });
    });

    it('serves every listed segment as the fixture segment of its sequence, cacheable', async () => {
      const { playlist } = await playlistAt(START + 3 * SEGMENT_MS);
      for (const segment of playlist.segments) {
        const response = await fetch(`${server().url}/live/${room}/${segment.uri}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('video/mp2t');
        expect(response.headers.get('cache-control')).toContain('max-age');
        const body = Buffer.from(await response.arrayBuffer());
        const fixture = fixtureFile(`seg-${segment.sequence % FIXTURE_SEGMENTS}.mpegts`);
        expect(Number(response.headers.get('content-length'))).toBe(fixture.length);
        expect(body.equals(fixture)).toBe(true);
        expect(body[0]).toBe(0x47);
      }
    });

    it('streams private rooms too, and refuses unknown rooms and segments from the future', async () => {
      expect((await playlistAt(START, privateRoom)).playlist.segments).toHaveLength(PLAYLIST_WINDOW);
      expect((await fetch(`${server().url}/live/123/index.m3u8`)).status).toBe(404);
      expect((await fetch(`${server().url}/live/abc/index.m3u8`)).status).toBe(404);
      const future = Math.floor(START / SEGMENT_MS) + 1;
      const response = await fetch(`${server().url}/live/${room}/seg-${future}.ts`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { msg: string }).msg).toContain('尚未生成');
    });

    it('needs no signature: media URLs are loaded by the player', async () => {
      const response = await fetch(`${server().url}/live/${room}/index.m3u8`, {
        headers: { origin: 'http://localhost:3001' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    });
  });

  describe('HTTP-FLV', () => {
    it('streams an endless FLV at real-time pace with timestamps that keep growing across the loop', async () => {
      // 10.5 s into the 12 s loop: the stream starts at the key frame of 10 s and loops 2 s later.
      clock = START - 500 + 10_500;
      const controller = new AbortController();
      const response = await fetch(`${server().url}/live/${room}.flv`, { signal: controller.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/x-flv');
      expect(response.headers.get('content-length')).toBeNull();

      const reader = new FlvReader();
      const body = response.body!.getReader();
      const started = Date.now();
      let bytes = 0;
      while (Date.now() - started < 2_600) {
        const { value, done } = await body.read();
        if (done) break;
        bytes += value.length;
        reader.push(value);
      }
      controller.abort();
      const elapsed = Date.now() - started;
      // The server stops writing when the viewer goes away.
      await waitFor(() => openFlvStreams() === 0);

      expect(reader.signature).toBe('FLV');
      expect(reader.version).toBe(1);
      expect(reader.tags[0]).toMatchObject({ type: FlvTagType.Script, timestamp: 0 });
      const video = reader.tags.filter((tag) => tag.type === FlvTagType.Video);
      const audio = reader.tags.filter((tag) => tag.type === FlvTagType.Audio);
      // The AVC sequence header (0), then the key frame of 10 s (0), then frames every 40 ms.
      expect(video.slice(0, 2).map((tag) => tag.timestamp)).toEqual([0, 0]);
      const frames = video.slice(1).map((tag) => tag.timestamp);
      frames.slice(1).forEach((timestamp, index) => expect(timestamp).toBeGreaterThan(frames[index]!));
      audio.slice(1).forEach((tag, index) => expect(tag.timestamp).toBeGreaterThanOrEqual(audio[index]!.timestamp));
      // Past the loop: the fixture's first key frame again, 2 s after the one the stream started with.
      expect(video.some((tag) => tag.keyframe && tag.timestamp === 2_000)).toBe(true);
      const newest = Math.max(...reader.tags.map((tag) => tag.timestamp));
      expect(newest).toBeGreaterThan(2_000);
      // Real-time pace: about a second ahead of the wall clock, never the whole file at once.
      expect(newest).toBeLessThanOrEqual(elapsed + 1_500);
      expect(bytes).toBeLessThan(fixtureFile('stream.flv').length);
    });

    it('starts where the wall clock is in the loop, stops when the viewer leaves, and refuses unknown rooms', async () => {
      clock = START - 500 + 4_100;
      const controller = new AbortController();
      const response = await fetch(`${server().url}/live/${privateRoom}.flv`, { signal: controller.signal });
      const reader = new FlvReader();
      const body = response.body!.getReader();
      while (reader.tags.filter((tag) => tag.type === FlvTagType.Video).length < 3) {
        const { value, done } = await body.read();
        if (done) break;
        reader.push(value);
      }
      expect(openFlvStreams()).toBe(1);
      controller.abort();
      await waitFor(() => openFlvStreams() === 0);
      const { media } = flvLoopSource();
      expect(reader.tags.filter((tag) => tag.type === FlvTagType.Video)[1]).toEqual({
        type: FlvTagType.Video,
        keyframe: true,
        timestamp: 0,
        size: media[startIndexAt(media, 4_100)]!.bytes.length,
      });
      expect((await fetch(`${server().url}/live/123.flv`)).status).toBe(404);
      // The server is still fine after the aborted streams.
      expect((await fetch(`${server().url}/live/${room}/index.m3u8`)).status).toBe(200);
    });
  });
});
