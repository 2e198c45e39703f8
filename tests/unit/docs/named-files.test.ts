/**
 * Every repository file or doc a comment or a doc names exists (tests/support/named-files.ts reads
 * the names): a newcomer who follows a pointer finds what it points at. A file moved or renamed
 * takes the pointers to it along, or this fails with the file and the name. And nothing points
 * at what a newcomer cannot open: an issue tracker's numbers, the numbered sections of the
 * product spec or of notes outside the repository. A comment states its rule in its own words;
 * a product rule is stated in docs/pages.md (or the doc it belongs to), which the comment names.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commentsOf, docNamesOf, filesUnder, missingNames, NAMING_FOLDERS } from '../../support/named-files';

const root = path.resolve(__dirname, '../../..');
const docNames = docNamesOf(root);
const files = [
  ...NAMING_FOLDERS.flatMap((folder) => filesUnder(root, folder)),
  ...readdirSync(root).filter((file) => /\.(?:md|ts|js|mjs)$/.test(file)),
];

it('reads the comments and docs of the whole repository', () => {
  expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/pages.md', 'src/contracts/schema.ts']));
  expect(files.length).toBeGreaterThan(900);
});

it('finds every named file', () => {
  const missing = files.flatMap((file) => missingNames(root, file, docNames).map((name) => `${file}: ${name}`));
  expect(missing).toEqual([]);
});

/** An issue's number, or a numbered section of a text outside the repository (an RFC's sections are public). */
const CITATION = [
  new RegExp(String.raw`\b[Ii]ssues?[ ]#?\d`),
  new RegExp(String.raw`\b(?:[Ss]pec|[Ss]ections?|§)[ ]?\d`),
];
const citations = (text: string): string[] =>
  text.split('\n').filter((line) => !/\bRFC\b/.test(line) && CITATION.some((pattern) => pattern.test(line)));

it('cites no issue number and no numbered section of the spec', () => {
  const cited = files.flatMap((file) =>
    citations(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line.trim()}`),
  );
  expect(cited).toEqual([]);
});

describe('the reading itself', () => {
  it('knows a citation from an RFC section', () => {
    // Written in pieces, so that this file cites nothing itself.
    const cited = [
      ['a rule (iss', 'ue 27)'],
      ['the spec sec', 'tion 9 figure'],
      ['per spec', ' 9'],
    ].map((parts) => parts.join(''));
    expect(citations([...cited, 'RFC 6455 §5.2 frames'].join('\n'))).toEqual(cited);
  });

  it("counts a command's ./scripts/ argument from the root, and still misses what is nowhere", () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'named-'));
    mkdirSync(path.join(tree, 'scripts'));
    mkdirSync(path.join(tree, 'docs'));
    writeFileSync(path.join(tree, 'scripts/preload.mjs'), '');
    writeFileSync(path.join(tree, 'docs/start.md'), '`node --require ./scripts/preload.mjs` and ./scripts/gone.mjs\n');
    expect(missingNames(tree, 'docs/start.md', new Set())).toEqual(['./scripts/gone.mjs']);
  });

  it('takes comments, not strings, from code', () => {
    const source = "// see docs/a.md\nconst file = 'docs/b.md'; /* and docs/c.md */ const url = `x/${1}/y`;";
    expect(commentsOf(source)).toBe('// see docs/a.md\n/* and docs/c.md */');
  });
});
