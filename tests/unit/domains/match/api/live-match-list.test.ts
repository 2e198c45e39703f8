/**
 * Match list resources: a call declared with `liveMatchList` seeds the live-match
 * store with the values it read, dated when it was asked — no domain seeds by hand.
 */
import { liveMatchList, theMatches } from '@src/domains/match/api/live-match-list';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { liveMatchSelectors } from '@src/domains/match/store/selectors';
import { setUpAppWorld } from '@tests/support/app-world';
import { liveValue, matchSummary } from '@tests/support/match-fixtures';

beforeEach(() => setUpAppWorld());

const history = (matchId: number) => liveMatchSelectors.matchHistory(matchId)(useLiveMatchStore.getState());

it('records the matches an answer shows as their live values, unless a push newer than the call is known', async () => {
  let answer!: (matches: ReturnType<typeof matchSummary>[]) => void;
  const fetchDay = liveMatchList(
    (_day: string) => new Promise<ReturnType<typeof matchSummary>[]>((resolve) => (answer = resolve)),
    theMatches,
  );
  const pending = fetchDay('2026-11-22');
  // Pushed while the call was under way: newer than what the call read.
  useLiveMatchStore
    .getState()
    .applyMatchLive([{ at: Date.now() + 60_000, value: liveValue({ matchId: 2, homeScore: 3 }) }]);
  answer([matchSummary({ id: 1, homeScore: 1 }), matchSummary({ id: 2, homeScore: 2 })]);
  await expect(pending).resolves.toHaveLength(2);
  expect(history(1).at(-1)?.value).toMatchObject({ matchId: 1, homeScore: 1 });
  expect(history(2)).toHaveLength(1);
  expect(history(2)[0]!.value.homeScore).toBe(3);
});

it('picks the matches with the call arguments (a list that shows matches only sometimes)', async () => {
  const fetchTickets = liveMatchList(
    async (query: { history: boolean }) => ({ query, list: [matchSummary({ id: 7 })] }),
    (page, [query]) => (query.history ? [] : page.list),
  );
  await fetchTickets({ history: true });
  expect(history(7)).toHaveLength(0);
  await fetchTickets({ history: false });
  expect(history(7)).toHaveLength(1);
});
