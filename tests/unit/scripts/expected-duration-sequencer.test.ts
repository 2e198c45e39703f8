/** @jest-environment node */
/**
 * The end-to-end files run longest first on a clean clone too (docs/testing.md "End-to-end
 * time"): every end-to-end file has a measured duration in tests/e2e/support/expected-durations.json,
 * and with no timings of jest's own the sequencer orders the files by them.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import expectedSeconds from '@tests/e2e/support/expected-durations.json';

interface TestFile {
  path: string;
  context: unknown;
}
/** The sequencer jest is configured with (a CommonJS module: jest.config.js loads it). */
const ExpectedDurationSequencer = jest.requireActual<
  new (options: { contexts: unknown[]; globalConfig: unknown }) => { sort(tests: TestFile[]): TestFile[] }
>('@tests/support/expected-duration-sequencer');

const root = path.resolve(__dirname, '../../..');
const e2eFiles = readdirSync(path.join(root, 'tests/e2e'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/e2e/${name}`);

it('has a duration for every end-to-end file, and for no other', () => {
  expect(Object.keys(expectedSeconds).sort()).toEqual([...e2eFiles].sort());
});

it('orders the files longest first by those durations when jest has no timings (a clean clone)', () => {
  const cacheDirectory = mkdtempSync(path.join(tmpdir(), 'sequencer-'));
  try {
    const context = {
      config: { cacheDirectory, id: 'clean-clone' },
      // File size, jest's own fallback, would put the short but big files first.
      hasteFS: { getSize: (file: string) => statSync(file).size },
    };
    const tests = e2eFiles.map((file) => ({ path: path.join(root, file), context }));
    const sequencer = new ExpectedDurationSequencer({ contexts: [context], globalConfig: {} });
    const order = sequencer.sort(tests).map((test) => path.relative(root, test.path));
    const byDuration = Object.entries(expectedSeconds as Record<string, number>)
      .sort(([, a], [, b]) => b - a)
      .map(([file]) => file);
    expect(order.map((file) => (expectedSeconds as Record<string, number>)[file])).toEqual(
      byDuration.map((file) => (expectedSeconds as Record<string, number>)[file]),
    );
    expect(order[0]).toBe(byDuration[0]);
  } finally {
    rmSync(cacheDirectory, { recursive: true, force: true });
  }
});
