/** Domain stores register under their domain, so the app resets them and clears user data without knowing them. */
import { clearDomainUserData, createDomainStore, resetDomainStores } from '@src/platform/store/domain-store';
import { deferred } from '../../../support/app-world';

const useCounter = createDomainStore<
  { count: number; mine: string[] },
  { add(): void; loadMine(): Promise<void>; clearUserData(): void }
>('test-domain', { count: 0, mine: [] }, (set, get, scope) => {
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
});

/** A load of the user's own data whose answer, `late`, arrives only after `meanwhile` ran. */
async function answerArrivingAfter(meanwhile: () => void, late: string[]) {
  const answer = deferred<string[]>();
  (useCounter.getState() as unknown as { answerWith(next: Promise<string[]>): void }).answerWith(answer.promise);
  const loading = useCounter.getState().loadMine();
  meanwhile();
  answer.resolve(late);
  await loading;
}

it('resets every store of the domain, and answers still on their way land nowhere', async () => {
  useCounter.getState().add();
  await answerArrivingAfter(() => resetDomainStores('test-domain'), ['late']);
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
  await answerArrivingAfter(() => clearDomainUserData('test-domain'), ["the previous user's order"]);
  expect(useCounter.getState()).toMatchObject({ count: 2, mine: [] });
});
