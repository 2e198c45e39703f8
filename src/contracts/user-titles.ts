/**
 * The titles a user may carry beside their name (spec section 7: `POST
 * /api/forehead/user/title/list/all`, section 3 "userTitle"), shown by the tips and the ranking
 * pages alike: one call, one parser, one route on the development server (routes/user-titles.ts).
 */
import { postFormCall, type CallSpec } from './http';
import { asNumber, asObject, asString, listOf, type Json } from './parse';

export const UserTitleCalls = {
  /** → UserTitle[]: every title a user can hold. */
  titleList: postFormCall('/api/forehead/user/title/list/all'),
} as const satisfies Record<string, CallSpec>;

export interface UserTitle {
  id: number;
  name: string;
}

export const parseUserTitles = (data: Json): UserTitle[] =>
  listOf((value, path): UserTitle => {
    const row = asObject(value, path);
    return { id: asNumber(row.id, `${path}.id`), name: asString(row.name, `${path}.name`) };
  })(data, 'data');
