/**
 * @jest-environment node
 *
 * docs/backend.md: its prose is written by hand, its tables between the two markers by
 * `npm run contracts` from the declarations — and the committed page is what they write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  backendDoc,
  GENERATED_BEGIN,
  GENERATED_END,
  withGeneratedPart,
} from '../../../../scripts/contract-documents/backend-doc';
import { readDeclarations } from '../../../../scripts/contract-documents/declarations';

const page = (...parts: string[]) => parts.join('\n');

it('replaces only what lies between the markers: the prose before and after stays', () => {
  const before = page(
    '# Title',
    '',
    'Prose by hand.',
    '',
    GENERATED_BEGIN,
    '',
    '| old |',
    '',
    GENERATED_END,
    '',
    'After.',
    '',
  );
  expect(withGeneratedPart(before, '| new |\n')).toBe(
    page('# Title', '', 'Prose by hand.', '', GENERATED_BEGIN, '', '| new |', '', GENERATED_END, '', 'After.', ''),
  );
});

it('refuses a page without its markers once each, in order', () => {
  for (const broken of [
    page('# Title', '| old |'),
    page(GENERATED_BEGIN, '| old |'),
    page(GENERATED_END, '| old |', GENERATED_BEGIN),
    page(GENERATED_BEGIN, GENERATED_BEGIN, '| old |', GENERATED_END),
  ]) {
    expect(() => withGeneratedPart(broken, '| new |')).toThrow(/markers/);
  }
});

it('the committed page is what the declarations write: a feature per section, each declared call in its table', async () => {
  const committed = readFileSync(path.resolve(__dirname, '../../../../docs/backend.md'), 'utf8');
  const declarations = await readDeclarations();
  expect(committed).toBe(withGeneratedPart(committed, backendDoc(declarations.calls, declarations.codeNames)));
  expect(declarations.calls.length).toBeGreaterThan(90);
  for (const { call } of declarations.calls) expect(committed).toContain(`\`${call.method} ${call.path}\``);
}, 60_000);
