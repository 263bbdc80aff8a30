import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { registerAppServiceWorker } from './appServiceWorker';

/** Stands in for the browser's resource timing: `finish()` is a request that has just ended. */
class FakeRequests {
  static current: FakeRequests | undefined;
  constructor(private readonly onEntries: () => void) {
    FakeRequests.current = this;
  }
  observe() {}
  disconnect() {}
  finish() {
    this.onEntries();
  }
}

describe('the app service worker (docs/decisions.md, "Offline")', () => {
  const register = jest.fn<(url: string, options: RegistrationOptions) => Promise<undefined>>(async () => undefined);

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: [], advanceTimers: false });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: FakeRequests });
    register.mockClear();
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'readyState');
  });

  it('installs once no request has ended for a second after the page loaded, not while the first screen is still loading', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    registerAppServiceWorker();
    jest.advanceTimersByTime(5_000);
    expect(register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(900);
    FakeRequests.current?.finish(); // the dashboard's list arrives
    jest.advanceTimersByTime(900);
    expect(register).not.toHaveBeenCalled();

    jest.advanceTimersByTime(100);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('installs after 10 s on a page that never goes quiet, and only once', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
    registerAppServiceWorker();
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) {
      jest.advanceTimersByTime(500);
      FakeRequests.current?.finish();
    }
    expect(register).not.toHaveBeenCalled();

    jest.advanceTimersByTime(500);
    expect(register).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5_000);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
