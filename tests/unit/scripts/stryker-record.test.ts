/** @jest-environment node */
/**
 * The mutation record's canonical form (scripts/stryker-record.mjs): a run's diff is what it
 * re-tested, Stryker's reading of the record is unchanged, and branches' records merge. The
 * script is an ES module run by node, so it is run here as Stryker's reporter and a person run it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const script = path.join(root, 'scripts/stryker-record.mjs');

interface Test {
  id: string;
  name: string;
  location?: { start: { line: number; column: number } };
}
interface Mutant {
  id: string;
  mutatorName: string;
  replacement: string;
  status: string;
  statusReason?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  coveredBy?: string[];
  killedBy?: string[];
  relativeFileName?: string;
}
interface StrykerRecord {
  schemaVersion: string;
  thresholds: { high: number; low: number };
  projectRoot?: string;
  files: Record<string, { language: string; source: string; mutants: Mutant[] }>;
  testFiles: Record<string, { source?: string; tests: Test[] }>;
}

const at = (line: number, column = 0) => ({ start: { line, column }, end: { line, column: column + 5 } });

/** One run's results, numbered from `first` as Stryker numbers a run: other ids, same results. */
function runOf(first: number, order: 'as-run' | 'reversed' = 'as-run'): StrykerRecord {
  const id = (n: number) => String(first + n);
  const tests: Test[] = [
    { id: id(0), name: 'rounds the countdown up', location: { start: { line: 3, column: 2 } } },
    { id: id(1), name: 'keeps a held line for its delay', location: { start: { line: 9, column: 2 } } },
  ];
  const mutants: Mutant[] = [
    {
      id: id(10),
      mutatorName: 'EqualityOperator',
      replacement: '<=',
      status: 'Killed',
      location: at(4, 8),
      coveredBy: [id(0), id(1)],
      killedBy: [id(0)],
    },
    {
      id: id(11),
      mutatorName: 'BooleanLiteral',
      replacement: 'true',
      status: 'Survived',
      location: at(7, 2),
      coveredBy: [id(1)],
      killedBy: [],
    },
  ];
  const ordered = <T>(list: T[]) => (order === 'reversed' ? [...list].reverse() : list);
  return {
    schemaVersion: '2',
    thresholds: { high: 90, low: 80 },
    projectRoot: `/checkouts/${first}`,
    files: { 'src/slow-mode.ts': { language: 'typescript', source: 'const a = 1;\n', mutants: ordered(mutants) } },
    testFiles: { 'tests/slow-mode.test.ts': { source: "it('…')\n", tests: ordered(tests) } },
  };
}

function withFiles(files: Record<string, unknown>, run: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stryker-record-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  run(dir);
}

const node = (args: string[], cwd = root) =>
  execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', script, ...args], { cwd, encoding: 'utf8' });
const readRecord = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as StrykerRecord;

function canonical(record: StrykerRecord): string {
  let text = '';
  withFiles({ 'record.json': record }, (dir) => {
    node(['canonical', path.join(dir, 'record.json')]);
    text = readFileSync(path.join(dir, 'record.json'), 'utf8');
  });
  return text;
}

/** What Stryker reads back: each mutant by its place and edit, with its tests by file and name. */
function strykerView(record: StrykerRecord) {
  const tests = new Map<string, string>();
  for (const [file, entry] of Object.entries(record.testFiles)) {
    for (const test of entry.tests) tests.set(test.id, `${file}: ${test.name}`);
  }
  return Object.entries(record.files).flatMap(([file, entry]) =>
    entry.mutants
      .map((mutant) => ({
        mutant: `${file}@${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName} ${mutant.replacement}`,
        status: mutant.status,
        coveredBy: (mutant.coveredBy ?? []).map((test) => tests.get(test)).sort(),
        killedBy: (mutant.killedBy ?? []).map((test) => tests.get(test)).sort(),
      }))
      .sort((a, b) => a.mutant.localeCompare(b.mutant)),
  );
}

describe('the mutation record', () => {
  it('is the same text whatever numbers and order a run gave its tests and mutants', () => {
    const first = canonical(runOf(0));
    expect(canonical(runOf(500, 'reversed'))).toBe(first);
    expect(first).not.toContain('/checkouts/');
  });

  it('keeps each mutant with the tests that covered and killed it', () => {
    const record = runOf(7);
    expect(strykerView(JSON.parse(canonical(record)) as StrykerRecord)).toEqual(strykerView(record));
  });

  it('gives two tests of one file with one name two ids, and a carried-over mutant the lists a fresh one has', () => {
    const record = runOf(0);
    const [held] = record.testFiles['tests/slow-mode.test.ts']!.tests.slice(1);
    record.testFiles['tests/slow-mode.test.ts']!.tests.push({
      ...held!,
      id: '99',
      location: { start: { line: 20, column: 2 } },
    });
    const carried = record.files['src/slow-mode.ts']!.mutants[1]!;
    carried.relativeFileName = 'src/slow-mode.ts';
    delete carried.killedBy;
    const result = JSON.parse(canonical(record)) as StrykerRecord;
    const ids = result.testFiles['tests/slow-mode.test.ts']!.tests.map((test) => test.id);
    expect(new Set(ids).size).toBe(3);
    const survivor = result.files['src/slow-mode.ts']!.mutants.find((mutant) => mutant.status === 'Survived')!;
    expect(survivor).not.toHaveProperty('relativeFileName');
    expect(survivor.killedBy).toEqual([]);
  });

  it("keeps a killed mutant's failure, not the stack that names the run's sandbox", () => {
    const record = runOf(0);
    const killed = record.files['src/slow-mode.ts']!.mutants[0]!;
    killed.statusReason =
      'Error: expect(received).toBe(expected)\n\nExpected: 2\nReceived: 1\n    at Object.toBe (/work/.cache/stryker/sandbox-otRao3/tests/slow-mode.test.ts:4:5)';
    const result = JSON.parse(canonical(record)) as StrykerRecord;
    expect(result.files['src/slow-mode.ts']!.mutants.find((mutant) => mutant.status === 'Killed')!.statusReason).toBe(
      'Error: expect(received).toBe(expected)\n\nExpected: 2\nReceived: 1',
    );
  });

  it("a later run's diff is the mutants it re-tested, not the whole record", () => {
    const before = canonical(runOf(0));
    const retested = runOf(40, 'reversed');
    retested.files['src/slow-mode.ts']!.mutants.find((mutant) => mutant.status === 'Survived')!.status = 'Killed';
    const after = canonical(retested);
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual(['          "status": "Killed",']);
  });

  it("merges branches' records: each file's re-test from the branch that ran it, against today's source", () => {
    const base = runOf(0);
    const branch = runOf(100);
    branch.files['src/slow-mode.ts']!.mutants.find((mutant) => mutant.status === 'Survived')!.status = 'Killed';
    const other = runOf(200);
    other.files['src/gone.ts'] = { language: 'typescript', source: 'gone', mutants: [] };
    other.testFiles['tests/slow-mode.test.ts']!.tests.push({
      id: '299',
      name: 'a new test',
      location: { start: { line: 30, column: 2 } },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'stryker-merge-'));
    for (const folder of ['src', 'tests']) mkdirSync(path.join(dir, folder));
    writeFileSync(path.join(dir, 'src/slow-mode.ts'), 'const a = 1;\n');
    writeFileSync(path.join(dir, 'tests/slow-mode.test.ts'), "it('…')\n");
    for (const [name, record] of Object.entries({ base, branch, other })) {
      writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(record));
    }
    node(['merge', 'base.json', 'branch.json', 'other.json'], dir);
    const merged = readRecord(path.join(dir, 'base.json'));
    expect(Object.keys(merged.files)).toEqual(['src/slow-mode.ts']);
    expect(merged.files['src/slow-mode.ts']!.mutants.map((mutant) => mutant.status)).toEqual(['Killed', 'Killed']);
    expect(merged.testFiles['tests/slow-mode.test.ts']!.tests.map((test) => test.name)).toEqual([
      'rounds the countdown up',
      'keeps a held line for its delay',
      'a new test',
    ]);

    // Edited since every run: the branch's re-test still stands where the code did not change.
    writeFileSync(path.join(dir, 'src/slow-mode.ts'), 'const a = 2;\n');
    for (const [name, record] of Object.entries({ base, branch })) {
      writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(record));
    }
    node(['merge', 'base.json', 'branch.json'], dir);
    const edited = readRecord(path.join(dir, 'base.json'));
    expect(edited.files['src/slow-mode.ts']!.mutants.map((mutant) => mutant.status)).toEqual(['Killed', 'Killed']);
  });

  it('scores each folder and the whole record, and names the files of the scope it has no result for', () => {
    const record = runOf(0);
    record.files['src/rules/clock.ts'] = {
      language: 'typescript',
      source: '',
      mutants: ['Killed', 'Timeout', 'NoCoverage', 'CompileError', 'Ignored'].map((status, line) => ({
        ...record.files['src/slow-mode.ts']!.mutants[0]!,
        status,
        location: at(line + 1),
      })),
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'stryker-scores-'));
    writeFileSync(path.join(dir, 'record.json'), JSON.stringify(record));
    writeFileSync(
      path.join(dir, 'stryker.config.mjs'),
      "export default { mutate: ['src/**/*.ts', '!src/**/*.d.ts'] };\n",
    );
    mkdirSync(path.join(dir, 'src/rules'), { recursive: true });
    for (const file of ['src/slow-mode.ts', 'src/rules/clock.ts', 'src/rules/unmeasured.ts', 'src/types.d.ts']) {
      writeFileSync(path.join(dir, file), '\n');
    }
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['add', '.'], { cwd: dir });
    expect(node(['scores', 'record.json'], dir).split('\n')).toEqual([
      '| folder | files | scored | killed | survived | without coverage | score |',
      '|---|---|---|---|---|---|---|',
      '| `src` | 1 | 2 | 1 | 1 | 0 | 50.0 % |',
      '| `src/rules` | 1 | 3 | 2 | 0 | 1 | 66.7 % |',
      '| **all** | 2 | 5 | 3 | 1 | 1 | 60.0 % |',
      '',
      'In the scope, no result recorded:',
      'src/rules/unmeasured.ts',
      '',
    ]);
  });

  it('is committed in canonical form (Stryker runs write it so: commit what the run left)', () => {
    // The script rewrites a copy of the 28 MB record as it is: this process neither parses nor
    // writes it again, and splits it into lines only to name a difference.
    const file = path.join(root, 'reports/stryker-incremental.json');
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'stryker-committed-')), 'record.json');
    copyFileSync(file, copy);
    node(['canonical', copy]);
    const committed = readFileSync(file, 'utf8');
    const written = readFileSync(copy, 'utf8');
    const difference = () => {
      const lines = written.split('\n');
      const committedLines = committed.split('\n');
      const index = lines.findIndex((line, at) => line !== committedLines[at]);
      return index === -1
        ? `${lines.length} lines against ${committedLines.length}`
        : `line ${index + 1}: ${lines[index]}`;
    };
    expect(written === committed ? 'canonical' : difference()).toBe('canonical');
  });
});
