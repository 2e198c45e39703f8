/**
 * A CSS module that composes another file's classes names a file and classes that exist: jest maps
 * styles to their names, so a moved or renamed class would otherwise first fail in the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../../src');
const cssModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });

const withoutComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, '');

const composed = cssModules(SRC).flatMap((file) =>
  [...withoutComments(readFileSync(file, 'utf8')).matchAll(/composes:\s*([\w\s-]+?)\s+from\s+'([^']+)'/g)].map(
    ([, names = '', from = '']) => ({
      file: path.relative(SRC, file),
      names: names.split(/\s+/),
      target: path.resolve(path.dirname(file), from),
    }),
  ),
);

it('finds the compositions to check', () => {
  expect(composed.length).toBeGreaterThan(20);
});

it.each(composed)('$file composes $names from a file that has them', ({ names, target }) => {
  expect(existsSync(target)).toBe(true);
  const css = readFileSync(target, 'utf8');
  for (const name of names) expect(css).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
});
