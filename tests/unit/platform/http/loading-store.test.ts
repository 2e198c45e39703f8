/**
 * The loading overlay's count: shown while any request that asked for it is pending; an extra
 * end (a request settled twice, or ended after a reset) never drives the count below zero, so
 * the next request's overlay still shows.
 */
import type * as LoadingStoreModule from '@src/platform/http/loading-store';
import { freshModule } from '@tests/support/fresh-module';

/** A store made for each test: its actions are made as the module loads (see freshModule). */
let loading: typeof LoadingStoreModule;
beforeEach(() => {
  loading = freshModule(() => jest.requireActual('@src/platform/http/loading-store') as typeof LoadingStoreModule);
});
const state = () => loading.useLoadingStore.getState();
const selectIsLoading = (value: ReturnType<typeof state>) => loading.selectIsLoading(value);

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
