/**
 * A domain store built inside the running test. A store's slices make their resources, loaders
 * and setters once, when its module loads; imported at a test file's top that happens before any
 * test, so a coverage tool (Stryker's per-test coverage) cannot tie what the build decides to a
 * test. Here the app world, the device's copies and what `load` requires (the store, its mocked
 * api, its selectors) are loaded anew together, so the store reads the world the test set up;
 * every call of the mocked api answers with what it was asked, so a page's data says which
 * question it answers.
 */
import type * as LastSeen from '../../src/platform/store/last-seen';
import type * as AppWorld from './app-world';

export function storeBuiltInTest<Built extends { api: object }>(
  load: () => Built,
): Built & { lastSeen: typeof LastSeen } {
  let built!: Built & { lastSeen: typeof LastSeen };
  jest.isolateModules(() => {
    const world = jest.requireActual<typeof AppWorld>('./app-world');
    const lastSeen = jest.requireActual<typeof LastSeen>('../../src/platform/store/last-seen');
    const loaded = load();
    lastSeen.clearAllLastSeen();
    world.setUpAppWorld();
    answerWhatIsAsked(loaded.api);
    built = { ...loaded, lastSeen };
  });
  return built;
}

/**
 * A store module built in the test with the mocked calls of its api module: both named by the
 * paths the test imports them by, the api by its export's name.
 */
export function storeModuleBuiltInTest<
  Store extends object,
  ApiModule extends Record<Name, object>,
  Name extends keyof ApiModule & string,
>(storePath: string, apiPath: string, apiName: Name) {
  return storeBuiltInTest(() => ({
    store: jest.requireActual<Store>(storePath),
    api: jest.mocked(jest.requireMock<ApiModule>(apiPath)[apiName]),
  }));
}

/** Every mocked call answers with what it was asked, a table of calls under a name (a tournament's) too. */
function answerWhatIsAsked(api: object): void {
  for (const call of Object.values(api)) {
    if (jest.isMockFunction(call)) call.mockImplementation((...args: unknown[]) => Promise.resolve({ asked: args }));
    else if (typeof call === 'object' && call !== null) answerWhatIsAsked(call);
  }
}

/** The names of the first screens' copies on the device: `<prefix>*:<name>@<version>` (`*`: anyone's), beside their index. */
export const keptCopies = (lastSeen: typeof LastSeen): string[] => {
  lastSeen.flushLastSeenWrites();
  return Object.keys(localStorage)
    .filter((entry) => entry.includes('*:'))
    .map((entry) => entry.slice(entry.indexOf('*:') + 2))
    .sort();
};
