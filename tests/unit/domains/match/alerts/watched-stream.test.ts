import {
  holdWatchedStream,
  onWatchedStreamChange,
  watchedStream,
} from '../../../../../src/domains/match/store/watched-stream';

const settled = () => Promise.resolve();

it('the stream on screen last is the one watched; none once every holder let go', async () => {
  let changes = 0;
  const stop = onWatchedStreamChange(() => (changes += 1));
  expect(watchedStream()).toBeNull();
  const room = holdWatchedStream({ matchId: 5, delayMs: 6000 });
  await settled();
  const mini = holdWatchedStream({ matchId: 9, delayMs: null });
  await settled();
  expect(watchedStream()).toEqual({ matchId: 9, delayMs: null });
  mini();
  await settled();
  mini();
  await settled();
  expect(watchedStream()).toEqual({ matchId: 5, delayMs: 6000 });
  room();
  await settled();
  expect(watchedStream()).toBeNull();
  // Two holds and two releases; a second release of the same hold changes nothing.
  expect(changes).toBe(4);
  stop();
});

it('a new delay (the old hold let go, the new one taken at once) is heard once, as the new hold: never as nothing watched', async () => {
  const heard: unknown[] = [];
  const stop = onWatchedStreamChange(() => heard.push(watchedStream()));
  const first = holdWatchedStream({ matchId: 5, delayMs: 6000 });
  await settled();
  first();
  const second = holdWatchedStream({ matchId: 5, delayMs: 5200 });
  await settled();
  expect(heard).toEqual([
    { matchId: 5, delayMs: 6000 },
    { matchId: 5, delayMs: 5200 },
  ]);
  second();
  await settled();
  expect(heard.at(-1)).toBeNull();
  stop();
});
