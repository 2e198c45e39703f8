/**
 * The titles a user may carry beside their name (`POST
 * /api/forehead/user/title/list/all`), shown by the tips and the ranking
 * pages alike: one call, one parser, one route on the development server (routes/user-titles.ts).
 */
import { postFormCall, type CallSpec } from './http';
import { asNumber, asString, listOf } from './parse';
import { answer, object, type Infer } from './schema';

export const UserTitleCalls = {
  /** → UserTitle[]: every title a user can hold. */
  titleList: postFormCall('/api/forehead/user/title/list/all'),
} as const satisfies Record<string, CallSpec>;

const userTitle = object({ id: asNumber, name: asString });
export type UserTitle = Infer<typeof userTitle>;
export const parseUserTitles = answer(listOf(userTitle));
