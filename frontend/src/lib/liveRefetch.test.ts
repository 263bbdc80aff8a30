import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { throttle } from './liveRefetch';

describe('throttle', () => {
  beforeEach(() => {
    // Every timer fake here (the global config fakes only the date).
    jest.useFakeTimers({ doNotFake: [], advanceTimers: false });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs at once, then folds a burst into one run at the end of the interval', () => {
    const run = jest.fn();
    const throttled = throttle(run, 1000);

    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet interval', () => {
    const run = jest.fn();
    const throttled = throttle(run, 1000);

    throttled();
    jest.advanceTimersByTime(1500);
    throttled();

    expect(run).toHaveBeenCalledTimes(2);
  });

  it('drops the pending run when cancelled', () => {
    const run = jest.fn();
    const throttled = throttle(run, 1000);

    throttled();
    throttled();
    throttled.cancel();
    jest.advanceTimersByTime(2000);

    expect(run).toHaveBeenCalledTimes(1);
  });
});
