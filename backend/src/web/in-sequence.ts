import type { NextFunction, Request, RequestHandler, Response } from 'express';

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | undefined)?.then === 'function';

/**
 * Express middlewares run one after another as one layer of the app's router. Registered one by one,
 * each is a layer the router matches against the path and steps through with closures of its own, for
 * every request: a fifth of what a signed-in read allocated (docs/performance.md). Written here rather
 * than taken from a package: it is the router's own contract for a handler (an error given to `next`,
 * thrown, or a rejected promise goes to the next error handler), for a fixed list with no paths.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      const handler = handlers[index++];
      if (error || !handler) return next(error);
      try {
        const result: unknown = handler(request, response, step);
        if (isPromise(result)) result.then(undefined, (rejection: unknown) => next(rejection ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
