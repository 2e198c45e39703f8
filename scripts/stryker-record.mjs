/**
 * The mutation record (reports/stryker-incremental.json) in a form whose diff is the change.
 *
 * Stryker numbers its tests and mutants afresh on every run, so a run scoped to one file rewrote
 * every id of the record's hundreds of thousands of lines: each committed run diffed at tens of
 * megabytes. Stryker reads the record by a mutant's file, place, mutator and replacement and a
 * test's file and name (ids only link the two inside one record), so the ids can be anything
 * unique: here they are hashes of that identity, the files, mutants and tests are sorted, and what
 * describes one run rather than its results (the machine's path, the options, the versions) is
 * left to the HTML and JSON reports. A run then rewrites only the lines of what it re-tested.
 *
 * Stryker writes the record itself; the `canonical-record` reporter (stryker.config.mjs) rewrites
 * it in this form when the run ends. By hand:
 *   node scripts/stryker-record.mjs canonical [record]      rewrite a record in this form
 *   node scripts/stryker-record.mjs merge <record> <other>…  take into <record> what the others
 *                                                           re-tested (branches that each ran
 *                                                           Stryker on their own files)
 *   node scripts/stryker-record.mjs scores [record]         the score by folder, as a Markdown
 *                                                           table, and the files of the scope
 *                                                           the record has no result for
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

export const RECORD_FILE = 'reports/stryker-incremental.json';

/** A short id from an identity: 48 bits, unique enough for tens of thousands of entries (collisions are checked). */
function hashId(identity, length = 12) {
  return createHash('sha1').update(identity).digest('hex').slice(0, length);
}

function uniqueIds(identities) {
  const ids = identities.map((identity) => hashId(identity));
  if (new Set(ids).size !== ids.length) {
    return identities.map((identity) => hashId(identity, 40));
  }
  return ids;
}

const byNumber = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

function compareLocations(a, b) {
  const start = (location) => location?.start ?? { line: 0, column: 0 };
  const end = (location) => location?.end ?? { line: 0, column: 0 };
  return (
    byNumber(start(a).line, start(b).line) ||
    byNumber(start(a).column, start(b).column) ||
    byNumber(end(a).line, end(b).line) ||
    byNumber(end(a).column, end(b).column)
  );
}

const sortedKeys = (object) => Object.keys(object ?? {}).sort();

/**
 * The record with ids made of what identifies each test and mutant, everything sorted, and only
 * what Stryker reads back (files, testFiles) with the schema's version and thresholds.
 */
export function canonicalRecord(record) {
  const testIdByOldId = new Map();
  const testFiles = {};
  for (const fileName of sortedKeys(record.testFiles)) {
    const file = record.testFiles[fileName];
    const tests = [...file.tests].sort(
      (a, b) => compareLocations(a.location, b.location) || a.name.localeCompare(b.name),
    );
    // Two tests of one file may share a name (a loop's); their place tells them apart.
    const nameCounts = new Map();
    for (const test of tests) nameCounts.set(test.name, (nameCounts.get(test.name) ?? 0) + 1);
    const identities = tests.map((test) => {
      const start = test.location?.start;
      const place = nameCounts.get(test.name) > 1 && start ? `@${start.line}:${start.column}` : '';
      return `${fileName}\n${test.name}${place}`;
    });
    const ids = uniqueIds(identities);
    testFiles[fileName] = {
      ...file,
      tests: tests.map((test, index) => {
        testIdByOldId.set(test.id, ids[index]);
        return { ...test, id: ids[index] };
      }),
    };
  }
  const knownTests = (ids) => [...new Set((ids ?? []).map((id) => testIdByOldId.get(id)).filter(Boolean))].sort();

  const mutantIdentities = [];
  const files = {};
  for (const fileName of sortedKeys(record.files)) {
    const file = record.files[fileName];
    const mutants = [...file.mutants].sort(
      (a, b) =>
        compareLocations(a.location, b.location) ||
        a.mutatorName.localeCompare(b.mutatorName) ||
        (a.replacement ?? '').localeCompare(b.replacement ?? ''),
    );
    files[fileName] = { ...file, mutants };
    for (const mutant of mutants) {
      const { start, end } = mutant.location;
      mutantIdentities.push(
        `${fileName}@${start.line}:${start.column}-${end.line}:${end.column}\n${mutant.mutatorName}: ${mutant.replacement ?? ''}`,
      );
    }
  }
  const mutantIds = uniqueIds(mutantIdentities);
  let next = 0;
  for (const fileName of Object.keys(files)) {
    // A mutant carried over from an earlier run comes back with the file's name beside it, and
    // without its test lists when it had none: both dropped or filled, so only results differ.
    // A killed mutant's reason keeps the failure's message, not its stack: the stack names the
    // run's sandbox, which differs on every run.
    files[fileName].mutants = files[fileName].mutants.map((mutant) => {
      const canonical = {
        ...mutant,
        id: mutantIds[next++],
        killedBy: knownTests(mutant.killedBy),
        coveredBy: knownTests(mutant.coveredBy),
      };
      delete canonical.relativeFileName;
      if (mutant.statusReason !== undefined) canonical.statusReason = mutant.statusReason.split(/\n\s+at /)[0];
      return canonical;
    });
  }

  return { schemaVersion: record.schemaVersion, thresholds: record.thresholds, files, testFiles };
}

/** The record as text, laid out as Stryker lays it out (so a diff is line by line). */
export function recordText(record) {
  return `${JSON.stringify(canonicalRecord(record), null, 2)}\n`;
}

/**
 * One record from several that started from `base` and each re-tested some files: for each file,
 * the entry recorded against the file as it is now (`currentSource`) — or, when the file was edited
 * since, any — preferring one that differs from the base's (a re-test); a file that is gone drops out. A test file's tests are the union of
 * the entries recorded against its current source, so every id a mutant names is still known.
 */
export function mergeRecords(base, others, currentSource) {
  const records = [base, ...others].map(canonicalRecord);
  const [canonicalBase] = records;
  const pick = (section, fileName) => {
    const source = currentSource(fileName);
    if (source === undefined && fileName !== '') return [];
    const entries = records.map((record) => record[section][fileName]).filter(Boolean);
    const matching = entries.filter(
      (entry) => source === undefined || entry.source === undefined || entry.source === source,
    );
    // A file edited since every run that recorded it still has results Stryker reuses where its
    // code did not change: the latest re-test of it is kept.
    const current = matching.length > 0 ? matching : entries;
    const baseEntry = JSON.stringify(canonicalBase[section][fileName]);
    const retested = current.filter((entry) => JSON.stringify(entry) !== baseEntry);
    return retested.length > 0 ? retested : current.slice(0, 1);
  };

  const merged = { ...canonicalBase, files: {}, testFiles: {} };
  const names = (section) => new Set(records.flatMap((record) => Object.keys(record[section])));
  for (const fileName of names('files')) {
    const [entry] = pick('files', fileName).slice(-1);
    if (entry) merged.files[fileName] = entry;
  }
  for (const fileName of names('testFiles')) {
    const entries = pick('testFiles', fileName);
    if (entries.length === 0) continue;
    const tests = new Map();
    for (const entry of entries) for (const test of entry.tests) tests.set(test.id, test);
    merged.testFiles[fileName] = { ...entries[entries.length - 1], tests: [...tests.values()] };
  }
  return canonicalRecord(merged);
}

const DETECTED = new Set(['Killed', 'Timeout']);

/**
 * The score of each folder of the record (killed and timed out over every mutant but those that do
 * not compile and those ignored or static, as Stryker counts it) and of the whole record, as the
 * rows of a Markdown table.
 */
export function scoreTable(record) {
  const folders = new Map();
  const add = (key, files, mutants) => {
    const row = folders.get(key) ?? { files: 0, detected: 0, survived: 0, noCoverage: 0 };
    row.files += files;
    for (const { status } of mutants) {
      if (DETECTED.has(status)) row.detected += 1;
      else if (status === 'Survived') row.survived += 1;
      else if (status === 'NoCoverage') row.noCoverage += 1;
    }
    folders.set(key, row);
  };
  for (const file of sortedKeys(record.files)) {
    const { mutants } = record.files[file];
    add(path.posix.dirname(file), 1, mutants);
  }
  for (const file of sortedKeys(record.files)) add('**all**', 1, record.files[file].mutants);
  const percent = ({ detected, survived, noCoverage }) => {
    const scored = detected + survived + noCoverage;
    return scored === 0 ? 'no mutant scored' : `${((100 * detected) / scored).toFixed(1)} %`;
  };
  return [
    '| folder | files | scored | killed | survived | without coverage | score |',
    '|---|---|---|---|---|---|---|',
    ...[...folders]
      .sort(([a], [b]) => byNumber(a === '**all**' ? '\uffff' : a, b === '**all**' ? '\uffff' : b))
      .map(
        ([folder, row]) =>
          `| ${folder === '**all**' ? folder : `\`${folder}\``} | ${row.files} | ${row.detected + row.survived + row.noCoverage} | ` +
          `${row.detected} | ${row.survived} | ${row.noCoverage} | ${percent(row)} |`,
      ),
  ];
}

/** The files of `tracked` that the mutate patterns name (`!` excludes; a `:lines` range counts as its file). */
export function scopeFiles(patterns, tracked) {
  const glob = (pattern) => pattern.replace(/:\d+-\d+$/, '');
  const included = patterns.filter((pattern) => !pattern.startsWith('!')).map(glob);
  const excluded = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => glob(pattern.slice(1)));
  return tracked.filter(
    (file) =>
      included.some((pattern) => path.matchesGlob(file, pattern)) &&
      !excluded.some((pattern) => path.matchesGlob(file, pattern)),
  );
}

function readRecord(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Stryker's reporter that rewrites the record in canonical form once the run has written it. */
export class CanonicalRecordReporter {
  static inject = /** @type {const} */ (['options']);

  constructor(options) {
    this.options = options;
  }

  wrapUp() {
    const { incremental, incrementalFile } = this.options;
    if (!incremental || !fs.existsSync(incrementalFile)) return;
    fs.writeFileSync(incrementalFile, recordText(readRecord(incrementalFile)));
  }
}

async function main([command, ...files]) {
  if (command === 'canonical') {
    const file = files[0] ?? RECORD_FILE;
    fs.writeFileSync(file, recordText(readRecord(file)));
    return;
  }
  if (command === 'merge' && files.length >= 2) {
    const [target, ...others] = files;
    const currentSource = (fileName) => {
      const absolute = path.resolve(fileName);
      return fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
    };
    const merged = mergeRecords(readRecord(target), others.map(readRecord), currentSource);
    fs.writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
    return;
  }
  if (command === 'scores') {
    const record = readRecord(files[0] ?? RECORD_FILE);
    const { default: config } = await import(pathToFileURL(path.resolve('stryker.config.mjs')).href);
    const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const unmeasured = scopeFiles(config.mutate, tracked).filter((file) => !(file in record.files));
    process.stdout.write(`${scoreTable(record).join('\n')}\n`);
    // A file that holds no mutant (types, a store made by one call of the kit) never has one.
    if (unmeasured.length > 0) process.stdout.write(`\nIn the scope, no result recorded:\n${unmeasured.join('\n')}\n`);
    return;
  }
  process.stderr.write(
    'usage: node scripts/stryker-record.mjs canonical [record] | merge <record> <other>… | scores [record]\n',
  );
  process.exitCode = 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // Not awaited at the top: `scores` imports stryker.config.mjs, which imports this module.
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exitCode = 1;
  });
}
