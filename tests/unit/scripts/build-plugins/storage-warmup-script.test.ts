import { storageWarmupScript } from '@scripts/build-plugins/storage-warmup-script';

/** Runs the inline script's body as the page would, then its timer. */
function runWarmup(): void {
  const html = storageWarmupScript('sport-info:warm-storage');
  const body = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  new Function(body)();
  jest.runAllTimers();
}

describe('the inline storage warm-up', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('reads localStorage, sessionStorage and the cookies each in a task of its own, none while the parser runs it', () => {
    const opened: string[] = [];
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      opened.push(
        `${this === window.localStorage ? 'local' : this === window.sessionStorage ? 'session' : '?'}:${key}`,
      );
      return null;
    });
    const cookie = jest.spyOn(document, 'cookie', 'get');
    const body = /<script>([\s\S]*)<\/script>/.exec(storageWarmupScript('k'))?.[1] ?? '';
    new Function(body)();
    expect(opened).toEqual([]);
    expect(cookie).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(opened).toEqual(['local:k']);
    jest.runOnlyPendingTimers();
    expect(opened).toEqual(['local:k', 'session:k']);
    expect(cookie).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(cookie).toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('still opens the others when one of them is refused', () => {
    const opened: Storage[] = [];
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage) {
      if (this === window.localStorage) throw new DOMException('denied', 'SecurityError');
      opened.push(this);
      return null;
    });
    const cookie = jest.spyOn(document, 'cookie', 'get');
    expect(runWarmup).not.toThrow();
    expect(opened).toEqual([window.sessionStorage]);
    expect(cookie).toHaveBeenCalled();
  });
});
