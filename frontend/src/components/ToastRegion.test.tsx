import { describe, expect, it } from '@jest/globals';
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../lib/toast';
import { ToastRegion } from './ToastRegion';
// Loaded with the test file (the region loads it with the first toast), so the wait is for the toast.
import './NotificationHolder';

function renderRegion() {
  render(
    <StyleProvider container={document.createElement('div')}>
      <ToastRegion />
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

  it('F8 moves the focus to the notification region', async () => {
    const region = renderRegion();

    await userEvent.keyboard('{F8}');

    expect(region).toHaveFocus();
  });
});
