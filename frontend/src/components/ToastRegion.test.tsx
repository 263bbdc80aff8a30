import { describe, expect, it } from '@jest/globals';
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toastsUnavailable } from '../lib/toast';
import { ToastRegion } from './ToastRegion';
// Loaded with the test file (the region loads it with the first toast), so the wait is for the toast.
import { NotificationHolder } from './NotificationHolder';

function renderRegion(loadHolder?: () => Promise<typeof NotificationHolder>) {
  render(
    <StyleProvider container={document.createElement('div')}>
      <ToastRegion loadHolder={loadHolder} />
    </StyleProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('toasts (docs/product.md §16.5)', () => {
  it('appear in the notification region, one at a time', async () => {
    const region = renderRegion();

    act(() => toast({ title: 'Export Started' }));
    expect(await within(region).findByText('Export Started')).toBeInTheDocument();

    act(() => toast({ title: 'Check-In Failed', description: 'Failed to process container check-in. Please try again.', variant: 'destructive' }));
    expect(await within(region).findByText('Check-In Failed')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText('Export Started')).not.toBeInTheDocument());
  });

  it('whose code did not arrive are kept, and the next toast loads it again and shows them', async () => {
    act(() => toastsUnavailable()); // as on a page where no toast was asked for yet
    let loads = 0;
    const region = renderRegion(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return NotificationHolder;
    });

    act(() => toast({ title: 'PO Added', description: 'PO 4500012345 is on the shipment.' }));
    await waitFor(() => expect(loads).toBe(1));
    expect(within(region).queryByText('PO Added')).not.toBeInTheDocument();

    act(() => toast({ title: 'Shipment Updated', description: 'TMP-1 is saved.' }));
    expect(await within(region).findByText('Shipment Updated')).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('F8 moves the focus to the notification region', async () => {
    const region = renderRegion();

    await userEvent.keyboard('{F8}');

    expect(region).toHaveFocus();
  });
});
