import { setChunkJudge } from '../../../../../src/platform/deploy/chunk-failures';

const gone = Object.assign(new Error('Loading chunk 8775 failed.'), { name: 'ChunkLoadError' });

jest.mock('../../../../../src/domains/match/alerts/view/alert-display', () => {
  throw gone;
});

afterEach(() => setChunkJudge(null));

it("a display chunk that cannot load answers null, after the running app has judged it as the app's own chunk (a deploy is acted on at the fan's next page)", async () => {
  const judged: unknown[] = [];
  setChunkJudge(async (error, asker) => {
    judged.push(error, asker);
    return { kind: 'network', reason: 'error' };
  });
  const { loadAlertDisplay } = await import('../../../../../src/domains/match/alerts/view/load-alert-display');
  await expect(loadAlertDisplay()).resolves.toBeNull();
  expect(judged).toEqual([gone, 'app']);
});
