import { createDomainStore, slices, type DomainStore, type Slice } from '@src/platform/store/domain-store';

type State = { count: number; label: string };
type Actions = { increment(): void; rename(label: string): void };
type Store = DomainStore<State, Actions>;

it('builds one store from several slices, each given the same set and get', () => {
  const counting: Slice<Store, Pick<Actions, 'increment'>> = (set, get) => ({
    increment: () => set({ count: get().count + 1 }),
  });
  const naming: Slice<Store, Pick<Actions, 'rename'>> = (set) => ({ rename: (label) => set({ label }) });
  const useStore = createDomainStore<State, Actions>('slices-test', { count: 0, label: '' }, slices(counting, naming));
  useStore.getState().increment();
  useStore.getState().rename('两片');
  expect(useStore.getState()).toMatchObject({ count: 1, label: '两片' });
  useStore.getState().reset();
  expect(useStore.getState()).toMatchObject({ count: 0, label: '' });
});
