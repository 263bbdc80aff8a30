import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inSequence } from './in-sequence.js';

const request = {} as Request;
const response = {} as Response;

/** Runs `handler` and resolves with what it gave the next layer: undefined, or an error. */
function run(handler: RequestHandler): Promise<unknown> {
  return new Promise((resolve) => handler(request, response, ((error?: unknown) => resolve(error)) as NextFunction));
}

describe('inSequence', () => {
  it('runs each middleware in order, then the next layer', async () => {
    const ran: string[] = [];
    const step = (name: string): RequestHandler => (_request, _response, next) => {
      ran.push(name);
      next();
    };
    await expect(run(inSequence(step('a'), step('b'), step('c')))).resolves.toBeUndefined();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('stops at an error given to next, thrown, or rejected, and hands it on', async () => {
    let reached = 0;
    const after: RequestHandler = (_request, _response, next) => {
      reached++;
      next();
    };
    const given = new Error('given');
    const thrown = new Error('thrown');
    const rejected = new Error('rejected');
    await expect(run(inSequence((_request, _response, next) => next(given), after))).resolves.toBe(given);
    await expect(run(inSequence(() => { throw thrown; }, after))).resolves.toBe(thrown);
    await expect(run(inSequence(async () => { throw rejected; }, after))).resolves.toBe(rejected);
    expect(reached).toBe(0);
  });

  it('leaves the answer to a middleware that sends it', () => {
    const ran: string[] = [];
    inSequence(
      () => ran.push('answered'),
      () => ran.push('after'),
    )(request, response, () => ran.push('next layer'));
    expect(ran).toEqual(['answered']);
  });
});
