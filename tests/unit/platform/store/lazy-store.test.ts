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
  await expect(handle.load(() => Promise.resolve())).rejects.toThrow(
    'lazy store counter: its module loaded without providing it',
  );
});

it('whileProvided starts once the module provides the store and its messages, and undoes what it started', () => {
  const handle = lazyStore<Counter, { line: string }>('counter');
  const stopped = jest.fn();
  const start = jest.fn((store: Counter, messages: { line: string }) => [() => stopped(store.count, messages.line)]);
  const stop = handle.whileProvided(start);
  expect(start).not.toHaveBeenCalled();
  handle.provide({ count: 3 }, { line: 'room.line' });
  expect(start).toHaveBeenCalledTimes(1);
  stop();
  expect(stopped).toHaveBeenCalledWith(3, 'room.line');
  // Started again (the app remounted) after the store loaded: at once.
  handle.whileProvided(start)();
  expect(start).toHaveBeenCalledTimes(2);
});

it('whileProvided stopped before the store came never starts', () => {
  const handle = lazyStore<Counter>('counter');
  const start = jest.fn(() => []);
  handle.whileProvided(start)();
  handle.provide({ count: 4 });
  expect(start).not.toHaveBeenCalled();
});
