/**
 * The repository files and docs that comments and docs name, for the test that holds every such
 * name to a file that exists (tests/unit/docs/named-files.test.ts). A name is a path from the
 * repository's root (`src/contracts/http.ts`, `docs/pages.md`), a path relative to the naming file
 * (`./…` or `../…`, a Markdown link's target), or a doc by its bare name
 * (`adding-a-domain.md`). In code only comments are read: a string may name a file a test writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folders whose files are read, and the files of the root that are. */
export const NAMING_FOLDERS = ['src', 'shell-demo', 'tests', 'bench', 'scripts', 'docs'] as const;
const SKIPPED = new Set(['node_modules', 'dist', 'results', 'screenshots', '.cache', '@mf-types']);
/** What a build or a run writes: named, never committed. */
const GENERATED = /^(?:bench\/results|dist|coverage|tests\/e2e\/screenshots)\//;
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const READ = /\.(?:ts|tsx|js|mjs|cjs|md)$/;
const TOP = NAMING_FOLDERS.join('|');

/** A path from the root: a top-level folder, then segments, ending in a file name with an extension. */
const ROOTED = new RegExp(
  String.raw`(?<![\w./@-])(?:${TOP})/[\w@.-]+(?:/[\w@.\[\]-]+)*\.(?:ts|tsx|js|mjs|cjs|md|json|css)\b`,
  'g',
);
/** A path relative to the naming file. */
const RELATIVE = /(?<![\w./-])\.\.?\/[\w@.-]+(?:\/[\w@.-]+)*\.(?:ts|tsx|js|mjs|cjs|md|json|css)\b/g;
/** A doc by its bare name. */
const BARE_DOC = /(?<![\w./-])[\w-]+\.md\b/g;
/** A Markdown link's target (not a URL, not an anchor alone). */
const MD_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g;

export function filesUnder(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.isSymbolicLink()) return [];
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(root, child);
    return READ.test(entry.name) ? [child] : [];
  });
}

/** The comments of a code file (line and block), strings and template literals left out. */
export function commentsOf(source: string): string {
  const comments: string[] = [];
  const token =
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\/(?![/*])(?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+\/[a-z]*/g;
  for (const [text] of source.matchAll(token)) if (text.startsWith('//') || text.startsWith('/*')) comments.push(text);
  return comments.join('\n');
}

/** The names in `file` (a path from `root`) that stand for no file of the repository. */
export function missingNames(root: string, file: string, docNames: ReadonlySet<string>): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const text = CODE.test(file) ? commentsOf(source) : source;
  const here = path.dirname(file);
  const exists = (target: string): boolean => {
    const full = path.join(root, target);
    // A module path may leave its extension out or name a folder.
    return [full, full.replace(/\.js$/, '.ts'), full.replace(/\.js$/, '.tsx')].some((candidate) =>
      existsSync(candidate),
    );
  };
  // A rooted path from a host of shell-demo (its own src/) counts from that host's folder.
  const folders = here.split(path.sep).map((_, index, parts) => parts.slice(0, index + 1).join(path.sep));
  const rootedExists = (name: string): boolean =>
    GENERATED.test(name) || exists(name) || folders.some((folder) => exists(path.join(folder, name)));
  // Code in a doc's fenced blocks is an example in some other file: its relative imports count from there.
  const prose = file.endsWith('.md') ? text.replace(/^```[\s\S]*?^```/gm, '') : text;
  const missing = new Set<string>();
  // A Markdown link's text names what its target is (checked below), in the reader's words.
  const unlinked = file.endsWith('.md') ? text.replace(/\[[^\]]*\]\(/g, '(') : text;
  for (const [name] of unlinked.matchAll(ROOTED)) if (!rootedExists(name)) missing.add(name);
  // A command's `./scripts/…` argument runs from the root: it counts from there when nothing is beside the file.
  const fromRoot = new RegExp(`^\\./(?:${TOP})/`);
  for (const [name] of prose.matchAll(RELATIVE)) {
    if (!exists(path.join(here, name)) && !(fromRoot.test(name) && exists(name))) missing.add(name);
  }
  if (file.endsWith('.md')) {
    for (const [, target = ''] of text.matchAll(MD_LINK)) {
      if (!exists(path.join(here, decodeURIComponent(target)))) missing.add(target);
    }
  }
  for (const [name] of text.matchAll(BARE_DOC)) if (!docNames.has(name)) missing.add(name);
  return [...missing];
}

/** The names of the repository's Markdown files (docs are named by their bare names too). */
export function docNamesOf(root: string): Set<string> {
  const docs = [...NAMING_FOLDERS.flatMap((folder) => filesUnder(root, folder)), ...readdirSync(root)].filter((file) =>
    file.endsWith('.md'),
  );
  return new Set(docs.map((file) => path.basename(file)));
}
