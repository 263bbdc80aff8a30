import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { toastFailure } from './commandFailure';
import { SERVER_UNREACHABLE } from './http';
import { registerNotifier, type ToastOptions } from './toast';

const UPDATE_FAILED = { title: 'Update Failed', description: 'Failed to update shipment.' };

describe('the toast of a failed call (docs/product.md §14.2)', () => {
  const shown: ToastOptions[] = [];
  const unregister = registerNotifier((options) => void shown.push(options));
  afterEach(() => void shown.splice(0));
  afterAll(unregister);

  it('says too that the server could not be reached when no answer came', () => {
    toastFailure({ status: null, message: SERVER_UNREACHABLE }, UPDATE_FAILED, 'all');
    expect(shown).toEqual([{ title: 'Update Failed', description: 'Failed to update shipment. The server could not be reached.', variant: 'destructive' }]);
  });

  it('gives the server’s reason for a conflict, and the screen’s own text for an unexplained failure', () => {
    toastFailure({ status: 409, message: 'Conflict', body: { statusCode: 409, error: 'Conflict', message: 'Door 1A is taken.' } }, UPDATE_FAILED);
    toastFailure({ status: 500, message: 'Internal Server Error' }, UPDATE_FAILED);
    expect(shown.map((toast) => toast.description)).toEqual(['Door 1A is taken.', 'Failed to update shipment.']);
  });
});
