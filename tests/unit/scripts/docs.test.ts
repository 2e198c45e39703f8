/**
 * README and docs/ stay true: README within its 12 KB, every relative link (and its #anchor)
 * leads somewhere, and every npm script they name exists in package.json.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const docsDir = path.join(root, 'docs');
const pages = [
  path.join(root, 'README.md'),
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(docsDir, name)),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

/** The text without fenced blocks and code spans, where brackets are not links. */
const prose = (markdown: string): string => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchorsOf = (markdown: string): Set<string> =>
  new Set(
    markdown
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) =>
        line
          .replace(/^#+ /, '')
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      ),
  );

describe.each(pages.map((page) => [path.relative(root, page), page]))('%s', (_name, page) => {
  const text = readFileSync(page, 'utf8');

  it('links only to files (and headings) that exist', () => {
    const broken: string[] = [];
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!)) continue;
      const [file, anchor] = target!.split('#') as [string, string | undefined];
      const resolved = file === '' ? page : path.resolve(path.dirname(page), file);
      if (!existsSync(resolved)) {
        broken.push(target!);
        continue;
      }
      if (
        anchor &&
        statSync(resolved).isFile() &&
        resolved.endsWith('.md') &&
        !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
      ) {
        broken.push(target!);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    const named = [...text.matchAll(/npm run (?:-s )?([\w:-]+)|npm (start|test)\b|`(test:[\w-]+)`/g)].map(
      (match) => match[1] ?? match[2] ?? match[3]!,
    );
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

it('README is at most 12 KB', () => {
  expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(12 * 1024);
});
