/** Every title a user can hold (UserTitleCalls of src/contracts/user-titles.ts), shared by the tips and ranking pages. */
import { UserTitleCalls } from '../../../src/contracts/user-titles';
import type { RouteModule } from '../server-context';
import { USER_TITLES } from '../world/data/texts';

export const registerUserTitleRoutes: RouteModule = (router) => {
  router.handle(UserTitleCalls.titleList, () => USER_TITLES.map((title) => ({ ...title })));
};
