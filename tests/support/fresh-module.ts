/**
 * A module loaded anew inside the running test. A module's constants are computed when it loads;
 * imported at a test file's top that happens before any test, so a coverage tool (Stryker's per-test
 * coverage) cannot tell which tests read them, and never runs those tests against an edited
 * constant. A test that reads a constant through a module loaded here is tied to it.
 */
export function freshModule<T extends object>(path: string): T;
/**
 * The same, loaded by `load` — `() => jest.requireActual('…') as typeof M`, written where the tests
 * share it: jest reads a `jest.requireActual('…')` call's path as a dependency, so every test file
 * that imports the loader is found related to the module, as a mutation tool's run needs, without
 * importing it at the top.
 */
export function freshModule<T extends object>(load: () => T): T;
export function freshModule<T extends object>(pathOrLoad: string | (() => T)): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = typeof pathOrLoad === 'string' ? jest.requireActual<T>(pathOrLoad) : pathOrLoad();
  });
  return loaded as T;
}
