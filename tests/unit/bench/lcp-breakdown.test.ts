import { breakdown } from '../../../bench/lcp-breakdown';

const page = 'https://remote.test/anchor';
const main = { pid: 1, tid: 1 };
/** A task of the page's main thread at `at` ms, `wall` long, `cpu` of it on the CPU, with events inside. */
const task = (at: number, wall: number, cpu: number, inner: { name: string; url?: string }[] = []) => [
  { ...main, name: 'RunTask', ph: 'X', ts: at * 1000, dur: wall * 1000, tdur: cpu * 1000 },
  ...inner.map((event, index) => ({
    ...main,
    name: event.name,
    ph: 'X',
    ts: at * 1000 + index + 1,
    dur: 1,
    args: { data: { url: event.url } },
  })),
];

const events = [
  { ...main, name: 'navigationStart', ts: 0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: page } } },
  ...task(10, 4, 3, [{ name: 'ParseHTML' }, { name: 'EvaluateScript', url: page }]),
  ...task(100, 12, 8, [{ name: 'EvaluateScript', url: 'https://remote.test/standalone/main.0123abcd.js' }]),
  ...task(150, 6, 5, [{ name: 'FunctionCall', url: 'https://remote.test/standalone/react.89abcdef.js' }]),
  ...task(260, 5, 2, [{ name: 'Layout' }, { name: 'Paint' }]),
  ...task(330, 10, 7, [{ name: 'FunctionCall', url: 'https://remote.test/standalone/react.89abcdef.js' }]),
  // After the LCP paint: not counted.
  ...task(500, 40, 30, [{ name: 'FunctionCall', url: 'https://remote.test/standalone/main.0123abcd.js' }]),
  // Another thread: not the page's.
  { pid: 2, tid: 9, name: 'RunTask', ph: 'X', ts: 120_000, dur: 50_000, tdur: 50_000 },
  { ...main, name: 'firstContentfulPaint', ts: 270_000 },
  { ...main, name: 'largestContentfulPaint::Candidate', ts: 270_000, args: { data: { type: 'text' } } },
  { ...main, name: 'largestContentfulPaint::Candidate', ts: 360_000, args: { data: { type: 'image' } } },
];

const report = {
  audits: {
    'largest-contentful-paint': { numericValue: 2130 },
    'total-blocking-time': { numericValue: 57 },
    'largest-contentful-paint-element': {
      details: {
        items: [
          { items: [{ node: {} }] },
          {
            items: [
              { phase: 'TTFB', timing: 610 },
              { phase: 'Load Delay', timing: 1150 },
              { phase: 'Load Time', timing: 26 },
              { phase: 'Render Delay', timing: 320 },
            ],
          },
        ],
      },
    },
    'network-requests': {
      details: {
        items: [
          {
            url: 'https://remote.test/standalone/main.0123abcd.js',
            resourceType: 'Script',
            networkRequestTime: 50,
            networkEndTime: 90,
            transferSize: 40 * 1024,
          },
          {
            url: 'https://remote.test/standalone/page-anchor.1111aaaa.js',
            resourceType: 'Script',
            networkRequestTime: 120,
            networkEndTime: 130,
            transferSize: 10 * 1024,
          },
          {
            url: 'https://remote.test/standalone/push-client.2222bbbb.js',
            resourceType: 'Script',
            networkRequestTime: 600,
            networkEndTime: 620,
            transferSize: 6 * 1024,
          },
          {
            url: 'https://api.test/file/crest.svg',
            resourceType: 'Image',
            priority: 'Low',
            networkRequestTime: 300,
            networkEndTime: 310,
            transferSize: 900,
          },
          {
            url: 'https://api.test/file/banner.svg',
            resourceType: 'Image',
            priority: 'High',
            networkRequestTime: 312,
            networkEndTime: 316,
            transferSize: 3595,
          },
        ],
      },
    },
  },
};

describe('breakdown', () => {
  const result = breakdown(report, events);

  it("reads Lighthouse's simulated LCP, its phases and TBT", () => {
    expect(result.simulatedLcp).toBe(2130);
    expect(result.tbt).toBe(57);
    expect(result.phases).toEqual({ TTFB: 610, 'Load Delay': 1150, 'Load Time': 26, 'Render Delay': 320 });
  });

  it("reads the observed paints, the picture's request and the script bytes that arrived before the first paint", () => {
    expect(result.observedFcp).toBe(270);
    expect(result.observedLcp).toBe(360);
    expect(result.lcpRequest).toEqual({
      url: 'https://api.test/file/banner.svg',
      start: 312,
      end: 316,
      priority: 'High',
      bytes: 3595,
    });
    expect(result.scriptBytesBeforeFirstPaint).toBe(50 * 1024);
  });

  it("sums the page's main-thread tasks before the LCP paint, by the script each ran, and the CPU after the picture's answer", () => {
    expect(result.tasksBeforeLcp).toEqual({ wall: 37, cpu: 25, count: 5 });
    expect(Object.fromEntries(result.cpuByScript)).toEqual({
      '(the page)': 3,
      'main.js': 8,
      'react.js': 12,
      '(style, layout, paint)': 2,
    });
    expect(result.cpuBetweenLcpAnswerAndPaint).toBe(7);
  });
});
