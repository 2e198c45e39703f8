/** The app's builds take request-unread.ts for request.ts (webpack.config.ts): the same names, and the declarations' fields kept. */
import * as kit from '@src/contracts/request';
import * as unread from '@src/contracts/request-unread';

it('exports every name the request kit does, and nothing else', () => {
  expect(Object.keys(unread).sort()).toEqual(Object.keys(kit).sort());
});

it('keeps what a declaration is built of and the constants, and refuses to read a request', () => {
  const fields = { id: unread.idParam, page: unread.pageParam };
  const request = unread.params(fields);
  expect(request.fields).toBe(fields);
  expect(unread.MAX_PAGE).toBe(kit.MAX_PAGE);
  expect(unread.MAX_LIST_ITEMS).toBe(kit.MAX_LIST_ITEMS);
  expect(unread.keyPattern(1, 64).source).toBe(kit.keyPattern(1, 64).source);
  expect(() => request({ id: '1' }, '')).toThrow('the app does not read a request');
});
