/** A store reached from code that loads before it: null until its module hands it over; `load` brings the module. */
import { lazyStore } from '@src/platform/store/lazy-store';

type Counter = { count: number };

it('holds nothing until the store module provides it, then gives that store', () => {
  const handle = lazyStore<Counter>('counter');
  expect(handle.current()).toBeNull();
  const store = { count: 1 };
  handle.provide(store);
  expect(handle.current()).toBe(store);
});

it('load imports the module once when it has not provided itself, and not at all when it has', async () => {
  const handle = lazyStore<Counter>('counter');
  const store = { count: 2 };
  const importModule = jest.fn(async () => handle.provide(store));
  await expect(handle.load(importModule)).resolves.toBe(store);
  await expect(handle.load(importModule)).resolves.toBe(store);
  expect(importModule).toHaveBeenCalledTimes(1);
});

it('rejects when the chunk does not load, or loads without providing the store (a wiring mistake)', async () => {
  const handle = lazyStore<Counter>('counter');
  await expect(handle.load(() => Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed');
  await expect(handle.load(() => Promise.resolve())).rejects.toThrow('lazy store counter: its module loaded without providing it');
});
