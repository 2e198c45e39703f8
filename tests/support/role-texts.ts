/** What a test reads of a list, a tab bar or a table's headers: each element's text, in order. */
import { within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';

/** The text of each element of `role` inside `container`, in document order. */
export const textsByRole = (container: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions) =>
  within(container)
    .getAllByRole(role, options)
    .map((element) => element.textContent);
