/**
 * The events a portal's monitoring reads, as the contract kit checks them
 * (scripts/contract-check/reporting-payloads.ts): `error` with a stable kebab-case code and a
 * route of ours, `metric` with a web vital of a page view of ours, `remote-updated` with the
 * build ids. Every route of the app is a route the events may name, every code the app reports
 * has the stable shape, and each code a portal would count is documented.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reportedRoute, routeTable } from '../../src/app/routing/route-table';
import { REMOTE_TO_HOST_EVENTS } from '../../src/contracts/bridge-remote-events';
import { isErrorCode, ReportedError, WEB_VITAL_NAMES, type MetricEvent } from '../../src/contracts/reporting';
import { errorPayload, metricPayload, remoteUpdatedPayload } from '../../scripts/contract-check/reporting-payloads';
import { BRIDGE_PAYLOADS } from '../../scripts/contract-check/validators';

const root = path.resolve(__dirname, '../..');

const metric = (overrides: Partial<MetricEvent> = {}): MetricEvent => ({
  name: 'LCP',
  value: 1234.5,
  delta: 1234.5,
  rating: 'good',
  id: 'v6-1700000000000-1234',
  navigationType: 'soft-navigation',
  route: '/anchor/detail/:id',
  ...overrides,
});

it('names the new events among those the remote emits, each with a validator in the kit', () => {
  expect(REMOTE_TO_HOST_EVENTS).toEqual(expect.arrayContaining(['error', 'metric', 'remote-updated']));
  for (const name of REMOTE_TO_HOST_EVENTS) expect(typeof BRIDGE_PAYLOADS[name]).toBe('function');
});

describe('error', () => {
  it('accepts every documented code on every route of the app (as the events name it)', () => {
    const routes = [...routeTable.map((route) => reportedRoute(`/sport-info${route.pattern}`, '/sport-info')), '*'];
    expect(routes).not.toContain(null);
    for (const code of Object.values(ReportedError))
      for (const route of routes) expect(errorPayload({ code, message: 'x', route })).toBeNull();
    expect(
      errorPayload({ code: 'chunk-new-version', message: 'a → b', detail: { from: 'a', to: 'b' }, route: '/news' }),
    ).toBeNull();
  });

  it.each([
    [{ code: 'unknown-code', message: 'x' }, /route/],
    [{ code: 'Unknown Code', message: 'x', route: '/news' }, /kebab-case/],
    [{ code: 'unknown-code', message: 'x', route: '/news/detail/42?token=1' }, /route/],
    [{ code: 'unknown-code', route: '/news' }, /expected/],
  ])('refuses %j', (payload, problem) => {
    expect(errorPayload(payload)).toMatch(problem);
  });

  it('every code the app reports is a stable kebab-case word, and the counted ones are documented', () => {
    const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const codes = new Set<string>();
    for (const file of files) {
      const text = readFileSync(path.join(root, 'src', file), 'utf8');
      for (const [, code] of text.matchAll(/report\(\{\s*code:\s*'([^']+)'/g)) codes.add(code!);
    }
    expect(codes.size).toBeGreaterThan(10);
    for (const code of [...codes, ...Object.values(ReportedError)])
      expect({ code, ok: isErrorCode(code) }).toEqual({ code, ok: true });
    const docs = readFileSync(path.join(root, 'docs/host-integration.md'), 'utf8');
    for (const code of Object.values(ReportedError))
      expect({ code, documented: docs.includes(`\`${code}\``) }).toEqual({ code, documented: true });
  });
});

describe('metric', () => {
  it('accepts each web vital of a page view of ours', () => {
    for (const name of WEB_VITAL_NAMES) expect(metricPayload(metric({ name }))).toBeNull();
    expect(
      metricPayload(metric({ name: 'CLS', value: 0.01, delta: 0, rating: 'needs-improvement', route: '/anchor' })),
    ).toBeNull();
  });

  it.each([
    [{ name: 'FID' }, /name/],
    [{ value: -1 }, /value/],
    [{ value: Number.NaN }, /value/],
    [{ rating: 'fine' as never }, /rating/],
    [{ id: '' }, /id/],
    [{ route: '*' }, /route/],
    [{ route: 'anchor' }, /route/],
  ] as [Partial<MetricEvent>, RegExp][])('refuses %j', (change, problem) => {
    expect(metricPayload(metric(change))).toMatch(problem);
  });
});

describe('remote-updated', () => {
  it('carries the running build and the deployed one (null when only a 404 of our file said so)', () => {
    expect(remoteUpdatedPayload({ from: '0.1.0+20261127T055110Z', to: '0.1.0+20261128T080000Z' })).toBeNull();
    expect(remoteUpdatedPayload({ from: '0.1.0+20261127T055110Z', to: null })).toBeNull();
  });

  it.each([{ from: 'a', to: 'a' }, { from: '', to: 'b' }, { to: 'b' }, { from: 'a' }, null])(
    'refuses %j',
    (payload) => {
      expect(remoteUpdatedPayload(payload)).toMatch(/expected/);
    },
  );
});
