import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../test/fetchStub';
import { aUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

describe('selects search as the user types (issue 14)', () => {
  it('picks the typed door with Enter, not the first one', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role: 'operator' })), 'GET /api/crew-members': () => jsonResponse([]) });
    const { user } = renderApp('/container-checkin');
    await screen.findByRole('heading', { name: 'Container Check-In' });

    const door = screen.getByLabelText('Container Door');
    await user.click(door);
    await user.keyboard('2b');
    // Only the match is offered, and it is the active option Enter picks.
    await screen.findByRole('option', { name: '2B' });
    expect(screen.queryByRole('option', { name: '1A' })).not.toBeInTheDocument();
    // rc-select reads the key code, which user-event leaves out in jsdom.
    fireEvent.keyDown(door, { key: 'Enter', keyCode: 13, which: 13 });

    const field = door.closest('.ant-select') as HTMLElement;
    expect(within(field).getByTitle('2B')).toBeInTheDocument();
    expect(within(field).queryByTitle('1A')).not.toBeInTheDocument();
  });
});
