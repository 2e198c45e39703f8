/** Domain stores register under their domain, so the app resets them and clears user data without knowing them. */
import { clearDomainUserData, createDomainStore, resetDomainStores } from '@src/platform/store/domain-store';
import { deferred } from '../../../support/app-world';

const useCounter = createDomainStore<{ count: number; mine: string[] }, { add(): void; loadMine(): Promise<void>; clearUserData(): void }>(
  'test-domain',
  { count: 0, mine: [] },
  (set, get, scope) => {
    let pending: Promise<string[]> = Promise.resolve([]);
    return {
      add: () => set({ count: get().count + 1 }),
      loadMine: async () => {
        const forSameUser = scope.userTicket();
        const mine = await pending;
        if (forSameUser()) set({ mine });
      },
      clearUserData: () => set({ mine: [] }),
      // For the test: what the next load answers.
      ...{ answerWith: (next: Promise<string[]>) => (pending = next) },
    };
  },
);

it('resets every store of the domain, and answers still on their way land nowhere', async () => {
  useCounter.getState().add();
  const answer = deferred<string[]>();
  (useCounter.getState() as unknown as { answerWith(next: Promise<string[]>): void }).answerWith(answer.promise);
  const loading = useCounter.getState().loadMine();
  resetDomainStores('test-domain');
  answer.resolve(['late']);
  await loading;
  expect(useCounter.getState()).toMatchObject({ count: 0, mine: [] });
});

it("clears the user data of the domain's stores, and nothing else", () => {
  useCounter.setState({ count: 3, mine: ['order'] });
  clearDomainUserData('test-domain');
  expect(useCounter.getState()).toMatchObject({ count: 3, mine: [] });
  resetDomainStores('another-domain');
  expect(useCounter.getState().count).toBe(3);
});

it("drops an answer for the user's own data that arrives after logout", async () => {
  useCounter.setState({ count: 2, mine: [] });
  const answer = deferred<string[]>();
  (useCounter.getState() as unknown as { answerWith(next: Promise<string[]>): void }).answerWith(answer.promise);
  const loading = useCounter.getState().loadMine();
  clearDomainUserData('test-domain');
  answer.resolve(['the previous user\'s order']);
  await loading;
  expect(useCounter.getState()).toMatchObject({ count: 2, mine: [] });
});
