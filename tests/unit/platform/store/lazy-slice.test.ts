import { createDomainStore } from '@src/platform/store/domain-store';
import { lazySlice } from '@src/platform/store/lazy-slice';

interface CountState {
  count: number;
}
interface AddActions {
  add(step: number): Promise<number>;
}

function counterWithLazyAdd() {
  const load = jest.fn(() =>
    Promise.resolve((set: (update: (state: CountState) => CountState) => void, get: () => CountState) => ({
      add: (step: number) => {
        set((state) => ({ count: state.count + step }));
        return Promise.resolve(get().count);
      },
    })),
  );
  const adding = lazySlice<CountState & AddActions, AddActions>(load, ['add']);
  const store = createDomainStore<CountState, AddActions>('lazy-slice-test', { count: 0 }, (set, get, scope) => ({
    ...adding.create(set, get, scope),
  }));
  return { store, load, adding };
}

describe('a lazily loaded slice', () => {
  it('loads its code at the first call only, then runs the action with the store', async () => {
    const { store, load } = counterWithLazyAdd();
    expect(load).not.toHaveBeenCalled();
    await expect(store.getState().add(2)).resolves.toBe(2);
    await expect(store.getState().add(3)).resolves.toBe(5);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs at once, within the call, once preloaded', async () => {
    const { store, adding } = counterWithLazyAdd();
    await adding.preload();
    void store.getState().add(4);
    expect(store.getState().count).toBe(4);
  });

  it('asks for the code again after a failed load', async () => {
    const { store, load } = counterWithLazyAdd();
    load.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
    await expect(store.getState().add(1)).rejects.toThrow('chunk failed');
    await expect(store.getState().add(1)).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts its code beside a route's page, and a failure there is left to the first call", async () => {
    const { store, load, adding } = counterWithLazyAdd();
    load.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
    await expect(adding.beside(Promise.resolve('page'))).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(store.getState().add(1)).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says whether its code is there: not before a load, nor after a failed one', async () => {
    const { store, load, adding } = counterWithLazyAdd();
    expect(adding.isLoaded()).toBe(false);
    load.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
    await expect(store.getState().add(1)).rejects.toThrow('chunk failed');
    expect(adding.isLoaded()).toBe(false);
    await adding.preload();
    expect(adding.isLoaded()).toBe(true);
  });
});
