/**
 * The titles a user may carry beside their name (`POST
 * /api/forehead/user/title/list/all`), shown by the tips and the ranking
 * pages alike: one call, one parser, one route on the development server (routes/user-titles.ts).
 */
import { postFormCall } from './http';
import { asNumber, asString, listOf } from './parse';
import { answer, object, type Infer } from './schema';

const userTitle = object({ id: asNumber, name: asString });
export type UserTitle = Infer<typeof userTitle>;
const userTitles = listOf(userTitle);
export const parseUserTitles = answer(userTitles);

export const UserTitleCalls = {
  /** Every title a user can hold. */
  titleList: postFormCall('/api/forehead/user/title/list/all', {}, userTitles),
} as const;
