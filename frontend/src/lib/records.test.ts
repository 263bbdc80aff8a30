import { describe, expect, it } from '@jest/globals';
import { aPurchaseOrder } from '../test/fixtures';
import { isOlder, upsertById } from './records';

const byNumber = (first: { poNumber: string }, second: { poNumber: string }) => first.poNumber.localeCompare(second.poNumber);

describe('records applied from pushes and answers', () => {
  it('adds a record once, in the order given: its answer and its push change nothing the second time', () => {
    const list = [aPurchaseOrder({ id: 'a', poNumber: 'PO-1' }), aPurchaseOrder({ id: 'c', poNumber: 'PO-3' })];
    const added = aPurchaseOrder({ id: 'b', poNumber: 'PO-2' });

    upsertById(list, added, byNumber);
    upsertById(list, { ...added }, byNumber);

    expect(list.map((record) => record.id)).toEqual(['a', 'b', 'c']);
  });

  it('replaces a record with its newer copy, never with an older one', () => {
    const shown = aPurchaseOrder({ id: 'a', driverName: 'Sam', updatedAt: '2026-11-21T10:00:00.000Z' });
    const list = [shown];

    upsertById(list, { ...shown, driverName: 'Late', updatedAt: '2026-11-21T09:00:00.000Z' });
    expect(list).toEqual([shown]);

    const newer = { ...shown, pieces: 40, updatedAt: '2026-11-21T11:00:00.000Z' };
    upsertById(list, newer);
    expect(list).toEqual([newer]);
  });

  it('compares versions only where records carry one', () => {
    expect(isOlder({ updatedAt: '2026-11-21T09:00:00.000Z' }, { updatedAt: '2026-11-21T10:00:00.000Z' })).toBe(true);
    expect(isOlder({ updatedAt: '2026-11-21T10:00:00.000Z' }, { updatedAt: '2026-11-21T10:00:00.000Z' })).toBe(false);
    expect(isOlder({}, { updatedAt: '2026-11-21T10:00:00.000Z' })).toBe(false);
  });
});
