/** @jest-environment node */
import { runInNewContext } from 'node:vm';

// The transform is CommonJS that jest loads by path; this test loads it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const transform = require('../../support/swc-transform.js') as {
  process(source: string, filename: string): { code: string; map: string };
  getCacheKey(source: string, filename: string, options: { configString: string }): string;
};

/** Runs a transformed module with `require` answering from `modules`: its exports and the order of what it did. */
function load(source: string, filename: string, modules: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const module = { exports: {} as Record<string, unknown> };
  runInNewContext(transform.process(source, filename).code, {
    module,
    exports: module.exports,
    require: (name: string) => {
      calls.push(`require ${name}`);
      return modules[name];
    },
    jest: { mock: (name: string) => calls.push(`mock ${name}`) },
  });
  return { exports: module.exports, calls };
}

it('compiles TypeScript and TSX to CommonJS: types dropped, JSX through the automatic runtime', () => {
  const jsx = jest.fn((type: string, props: object) => ({ type, props }));
  const { exports, calls } = load(
    "import type { Props } from './props';\nimport { label } from './label';\nexport const view = (props: Props) => <b>{label}</b>;",
    '/repo/src/view.tsx',
    { 'react/jsx-runtime': { jsx }, './label': { label: '主播' } },
  );
  expect(calls).toEqual(['require react/jsx-runtime', 'require ./label']);
  expect((exports.view as () => unknown)()).toEqual({ type: 'b', props: { children: '主播' } });
});

it('puts jest.mock above the imports, as ts-jest did', () => {
  const { calls } = load("import { a } from './a';\njest.mock('./a');\nexport const b = a;", '/repo/tests/b.test.ts', {
    './a': { a: 1 },
  });
  expect(calls).toEqual(['mock ./a', 'require ./a']);
});

it('leaves every kind of export replaceable by jest.spyOn', () => {
  const sources = [
    'export function pick() { return 1; }',
    'export function pick() { return 1; }\nexport const other = 2;',
    "export { pick } from './pick';",
    "export * from './pick';",
  ];
  for (const source of sources) {
    const { exports } = load(source, '/repo/src/pick.ts', { './pick': { pick: () => 1 } });
    const spy = jest.spyOn(exports as { pick: () => number }, 'pick').mockReturnValue(7);
    expect((exports.pick as () => number)()).toBe(7);
    spy.mockRestore();
    expect((exports.pick as () => number)()).toBe(1);
  }
});

it('maps the output back to the source, and keys its cache by the source, the file and the config', () => {
  const { map } = transform.process('const a: number = 1;\nexport default a;', '/repo/src/a.ts');
  expect(JSON.parse(map)).toMatchObject({
    sources: [expect.stringContaining('a.ts')],
    sourcesContent: [expect.any(String)],
  });
  const key = (source: string, file: string, config: string) =>
    transform.getCacheKey(source, file, { configString: config });
  const base = key('a', '/a.ts', 'x');
  expect(key('a', '/a.ts', 'x')).toBe(base);
  expect(new Set([key('b', '/a.ts', 'x'), key('a', '/b.ts', 'x'), key('a', '/a.ts', 'y')]).has(base)).toBe(false);
});
