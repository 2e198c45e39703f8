/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none) that a test drives by hand:
 * `withFakeIntersectionObserver()` in a `describe` puts it on `window` for each of its tests (or
 * `installFakeIntersectionObserver()` for one); `report` delivers entries as the browser would.
 */
export class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  connected = true;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.connected = false;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Delivers these entries (a target and what the test needs of the rest). */
  report(entries: Partial<IntersectionObserverEntry>[]) {
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
  /** Reports every observed target as (not) intersecting. */
  reportAll(isIntersecting: boolean) {
    this.report([...this.targets].map((target) => ({ target, isIntersecting })));
  }
}

const made: FakeIntersectionObserver[] = [];

/** The newest observer still watching something. */
export function latestConnected(): FakeIntersectionObserver | undefined {
  return [...made].reverse().find((observer) => observer.connected && observer.targets.size > 0);
}

/** Puts the fake on `window` (until `removeFakeIntersectionObserver`); returns the observers made from now on. */
export function installFakeIntersectionObserver(): FakeIntersectionObserver[] {
  made.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
  return made;
}

/** Back to jsdom's window, which has no IntersectionObserver. */
export function removeFakeIntersectionObserver(): void {
  delete (window as Partial<typeof window>).IntersectionObserver;
}

/** The fake around each test of the enclosing `describe`; returns the observers the running test made. */
export function withFakeIntersectionObserver(): () => readonly FakeIntersectionObserver[] {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);
  return () => made;
}
