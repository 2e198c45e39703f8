/**
 * Production's CSS Modules go into the page through scripts/build-plugins/style-tag-loader.ts, not
 * style-loader: the app's stylesheets, bundled with the production rules, still put each
 * stylesheet in one tag marked with its owner (the mark the remote's unmount takes its tags away
 * by), a stylesheet that others compose from once and before them, and give the class names with
 * the composed ones — and the bundle carries none of style-loader's runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { moduleRules } from '../../webpack.config';
import { bundleOnce } from './support/bundle-once';

const root = path.resolve(__dirname, '../..');
const ENTRY = path.join(__dirname, 'fixtures/style-tags-entry.ts');

type ClassNames = Record<string, string>;

let removeBundle: (() => void) | undefined;
let bundledCode: string;
let dom: JSDOM;

beforeAll(async () => {
  const bundled = await bundleOnce('style-tags', ENTRY, {
    mode: 'production',
    module: { rules: moduleRules(true, 'tt') },
    // Readable: the check looks for style-loader's own words.
    optimization: { minimize: false },
  });
  bundledCode = bundled.code;
  removeBundle = bundled.remove;
  dom = new JSDOM('<!doctype html><html><head><style id="host">p{}</style></head><body></body></html>', {
    runScripts: 'outside-only',
  });
  dom.window.eval(bundledCode);
}, 120_000);

afterAll(() => {
  dom?.window.close();
  removeBundle?.();
});

const styleTags = () => [...dom.window.document.head.querySelectorAll('style')];
const classNames = () => (dom.window as unknown as { styleTags: { card: ClassNames; list: ClassNames } }).styleTags;

it('puts each stylesheet in one tag with its owner, the composed-from one once and first, after what the head had', () => {
  const tags = styleTags();
  expect(tags.map((tag) => tag.id || tag.getAttribute('data-style-owner'))).toEqual(['host', 'tt', 'tt', 'tt']);
  const [, atoms, card, list] = tags.map((tag) => (tag.textContent ?? '').replace(/\s+/g, ''));
  expect(atoms).toMatch(/^\.tt_[\w-]+\{display:flex;?\}\.tt_[\w-]+\{color:gray;?\}$/);
  expect(card).toContain('padding:8px');
  expect(card).toContain('font-weight:bold');
  expect(card).not.toContain('display:flex');
  expect(list).toContain('margin:0');
});

it('gives the class names, with the classes each one composes from', () => {
  const { card, list } = classNames();
  const atoms = styleTags()[1]!.textContent ?? '';
  const [rowClass, mutedClass] = [...atoms.matchAll(/\.(tt_[\w-]+)/g)].map((match) => match[1]!);
  expect(card.card!.split(' ')).toEqual([expect.stringMatching(/^tt_/), rowClass]);
  expect(card.title!.split(' ')).toEqual([expect.stringMatching(/^tt_/), mutedClass]);
  expect(list.list!.split(' ')).toEqual([expect.stringMatching(/^tt_/), rowClass]);
});

it('carries none of style-loader', () => {
  expect(
    readFileSync(path.join(root, 'node_modules/style-loader/dist/runtime/injectStylesIntoStyleTag.js'), 'utf8'),
  ).toContain('stylesInDOM');
  expect(bundledCode).not.toContain('stylesInDOM');
  expect(bundledCode).not.toContain('styleTagTransform');
});
