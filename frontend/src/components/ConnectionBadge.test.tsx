import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { socket } from '../lib/socket';
import { ConnectionBadge } from './ConnectionBadge';

/** Makes the one socket look as it does in each state, and tells its watchers what happened. */
function socketDoes(event: 'connect' | 'disconnect', { active, reason = 'transport close' }: { active: boolean; reason?: Socket.DisconnectReason }) {
  act(() => {
    socket.connected = event === 'connect';
    Object.defineProperty(socket, 'active', { configurable: true, get: () => active });
    for (const listener of socket.listeners(event)) listener(reason);
  });
}

const badge = () => screen.getByRole('status');

describe('the connection badge (docs/product.md §8.2)', () => {
  afterEach(() => {
    socketDoes('disconnect', { active: false, reason: 'io client disconnect' });
    Reflect.deleteProperty(socket, 'active');
  });

  it('says Connecting until the first connection, Reconnecting when one it had drops, Offline once closed, and Connecting again after', () => {
    Object.defineProperty(socket, 'active', { configurable: true, get: () => true });
    render(<ConnectionBadge />);
    expect(badge()).toHaveTextContent('Connecting');

    socketDoes('connect', { active: true });
    expect(badge()).toHaveTextContent('Live');

    socketDoes('disconnect', { active: true });
    expect(badge()).toHaveTextContent('Reconnecting');

    // A sign-out closes it: the next sign-in's connection is a first one.
    socketDoes('disconnect', { active: false, reason: 'io client disconnect' });
    expect(badge()).toHaveTextContent('Offline');
    socketDoes('disconnect', { active: true, reason: 'io client disconnect' });
    expect(badge()).toHaveTextContent('Connecting');
  });

  it('says Offline at once when the browser loses its network, while the socket has not noticed yet', () => {
    const online = (value: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
      act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
    };
    render(<ConnectionBadge />);
    socketDoes('connect', { active: true });
    expect(badge()).toHaveTextContent('Live');
    try {
      online(false);
      expect(badge()).toHaveTextContent('Offline');
    } finally {
      online(true);
    }
    expect(badge()).toHaveTextContent(/Live|Reconnecting/);
  });
});
