/**
 * A store of one thing of the signed-in user's (user-resource-store.ts): loaded on demand, not
 * loaded for a visitor (and forgotten if it was there), forgotten when the user changes.
 */
import { createUserResourceStore } from '@src/platform/store/user-resource-store';

function userStore(loadsWhen?: () => boolean) {
  let answer = 1;
  const fetch = jest.fn(async () => answer);
  const store = createUserResourceStore('count', {
    fetch,
    refreshFailedNotice: false,
    ...(loadsWhen ? { loadsWhen } : {}),
  });
  return { store, fetch, answerNext: (value: number) => (answer = value) };
}

it('holds nothing until load, then what the fetch answered under its field', async () => {
  const { store, fetch } = userStore();
  expect(store.getState().count.status).toBe('idle');
  await store.getState().load();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(store.getState().count).toMatchObject({ status: 'ready', data: 1 });
});

it('does not fetch while loadsWhen says no, and forgets what it held', async () => {
  let loggedIn = true;
  const { store, fetch } = userStore(() => loggedIn);
  await store.getState().load();
  expect(store.getState().count).toMatchObject({ status: 'ready', data: 1 });
  loggedIn = false;
  await store.getState().load();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(store.getState().count.status).toBe('idle');
});

it('forgets at clearUserData and asks anew on the next load', async () => {
  const { store, fetch, answerNext } = userStore(() => true);
  await store.getState().load();
  store.getState().clearUserData();
  expect(store.getState().count.status).toBe('idle');
  answerNext(2);
  await store.getState().load();
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(store.getState().count).toMatchObject({ status: 'ready', data: 2 });
});
