/**
 * A builder of a contract's shape from defaults: a test names only the fields its case is about.
 * The defaults are built afresh for every call, so a test that changes what it was given changes
 * no other test's value.
 */
export const fixtureBuilder =
  <T>(defaults: () => T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });
