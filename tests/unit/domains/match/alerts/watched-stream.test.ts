import { holdWatchedStream, onWatchedStreamChange, watchedStream } from '../../../../../src/domains/match/store/watched-stream';

it('the stream on screen last is the one watched; none once every holder let go', () => {
  let changes = 0;
  const stop = onWatchedStreamChange(() => (changes += 1));
  expect(watchedStream()).toBeNull();
  const room = holdWatchedStream({ matchId: 5, delayMs: 6000 });
  const mini = holdWatchedStream({ matchId: 9, delayMs: null });
  expect(watchedStream()).toEqual({ matchId: 9, delayMs: null });
  mini();
  mini();
  expect(watchedStream()).toEqual({ matchId: 5, delayMs: 6000 });
  room();
  expect(watchedStream()).toBeNull();
  // Two holds and two releases; a second release of the same hold changes nothing.
  expect(changes).toBe(4);
  stop();
});
