/**
 * The loading overlay's count: shown while any request that asked for it is pending; an extra
 * end (a request settled twice, or ended after a reset) never drives the count below zero, so
 * the next request's overlay still shows.
 */
import { selectIsLoading, useLoadingStore } from '@src/platform/http/loading-store';

const state = () => useLoadingStore.getState();

beforeEach(() => state().reset());

it('counts pending requests and shows while any is pending', () => {
  expect(selectIsLoading(state())).toBe(false);
  state().begin();
  state().begin();
  expect(state().pending).toBe(2);
  expect(selectIsLoading(state())).toBe(true);
  state().end();
  expect(selectIsLoading(state())).toBe(true);
  state().end();
  expect(state().pending).toBe(0);
  expect(selectIsLoading(state())).toBe(false);
});

it('an extra end stays at zero, and the next request shows the overlay', () => {
  state().end();
  expect(state().pending).toBe(0);
  state().begin();
  expect(selectIsLoading(state())).toBe(true);
});

it('reset clears every pending request', () => {
  state().begin();
  state().begin();
  state().reset();
  expect(state().pending).toBe(0);
  expect(selectIsLoading(state())).toBe(false);
});
