/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { openDrawnScripts } from '@shell-demo/server/drawn-scripts-cache';
import { DAY, HOUR, localDayStart } from '@shell-demo/server/world/clock';
import { createWorld } from '@shell-demo/server/world/create-world';
import { drawPeople } from '@shell-demo/server/world/people/people-drawing';
import type { DrawnScripts } from '@shell-demo/server/world/scripts';
import { MatchSimulator } from '@shell-demo/server/world/simulator';
import { TEST_SEED, utc } from './support/world-fixtures';

/** 17:30 and 23:40 in UTC+8, where the world's days run: the same day, European matches in between. */
const EARLIER = utc(9, 30);
const NOW = utc(15, 40);

/** Objects v8 deserialises are the outer realm's, not the test's: compared after the same round trip. */
const inOneRealm = (value: unknown): unknown => deserialize(serialize(value));

const noScripts = (seed: number, now: number): DrawnScripts => ({
  seed,
  day: localDayStart(now),
  football: new Map(),
  basketball: new Map(),
});

describe('match scripts drawn by an earlier start the same day', () => {
  it('give the world a fresh build gives', () => {
    const drawn = noScripts(TEST_SEED, EARLIER);
    const earlier = createWorld({ seed: TEST_SEED, now: EARLIER, drawnScripts: drawn });
    // The simulator draws scripts at kickoff too; the next start takes those as well.
    new MatchSimulator(earlier).advanceTo(EARLIER + 1.5 * HOUR);
    const kept = deserialize(serialize(drawn)) as DrawnScripts;
    const keptCount = kept.football.size + kept.basketball.size;
    expect(keptCount).toBeGreaterThan(500);

    const loaded = createWorld({ seed: TEST_SEED, now: NOW, drawnScripts: kept });
    const fresh = createWorld({ seed: TEST_SEED, now: NOW });
    drawPeople(loaded);
    drawPeople(fresh);
    expect(isDeepStrictEqual(inOneRealm(loaded), inOneRealm(fresh))).toBe(true);
    // The later world drew the matches started since, and keeps them for the next start.
    expect(kept.football.size + kept.basketball.size).toBeGreaterThan(keptCount);
  });

  it('are not taken for another day or seed', () => {
    for (const other of [noScripts(TEST_SEED, NOW - DAY), noScripts(TEST_SEED + 1, NOW)]) {
      createWorld({ seed: TEST_SEED, now: NOW, drawnScripts: other });
      expect(other.football.size + other.basketball.size).toBe(0);
    }
  });
});

describe('the scripts kept on disk', () => {
  let directory = '';
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'drawn-scripts-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('are read back by the next start, and a file of another key is replaced', () => {
    writeFileSync(path.join(directory, 'scripts-0000000000000000-7-0.v8'), serialize({}));
    const said: string[] = [];
    const first = openDrawnScripts(TEST_SEED, NOW, (line) => said.push(line), directory);
    expect(said).toEqual(['world: the kept match scripts are of another day, seed or world code; drawing them afresh']);
    createWorld({ seed: TEST_SEED, now: NOW, drawnScripts: first.drawn });
    first.save();
    expect(readdirSync(directory)).toHaveLength(1);

    const second = openDrawnScripts(TEST_SEED, NOW - 1.5 * HOUR, (line) => said.push(line), directory);
    expect(said).toHaveLength(1);
    expect(isDeepStrictEqual(second.drawn, inOneRealm(first.drawn))).toBe(true);
  });

  it('are drawn afresh when the file is unreadable, with one line saying why', () => {
    const first = openDrawnScripts(TEST_SEED, NOW, () => undefined, directory);
    first.drawn.football.set('1:2:3', deserialize(serialize({ matchId: 1 })) as never);
    first.save();
    const [file = ''] = readdirSync(directory);
    writeFileSync(path.join(directory, file), 'not v8');
    const said: string[] = [];
    const second = openDrawnScripts(TEST_SEED, NOW, (line) => said.push(line), directory);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^world: the kept match scripts are unreadable \(.+\); drawing them afresh$/);
    expect(second.drawn.football.size).toBe(0);
  });
});
