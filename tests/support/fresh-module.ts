/**
 * A module loaded anew inside the running test. A module's constants are computed when it loads;
 * imported at a test file's top that happens before any test, so a coverage tool (Stryker's per-test
 * coverage) cannot tell which tests read them, and never runs those tests against an edited
 * constant. A test that reads a constant through a module loaded here is tied to it.
 */
export function freshModule<T extends object>(path: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(path);
  });
  return loaded as T;
}
