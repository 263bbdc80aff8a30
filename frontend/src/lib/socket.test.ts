import { describe, expect, it } from '@jest/globals';
import { closeConnection, openConnection, socket } from './socket';

/** What socket.io-client keeps to resume a session, and the CONNECT packet it sends with them. */
const client = socket as unknown as {
  _pid?: string;
  _lastOffset?: string;
  packet: (packet: { type: number; data?: unknown }) => void;
  _sendConnectPacket: (data: Record<string, unknown>) => void;
};

function connectPacket(): unknown {
  const sent: unknown[] = [];
  const packet = client.packet;
  client.packet = (sending) => void sent.push(sending);
  try {
    client._sendConnectPacket({});
  } finally {
    client.packet = packet;
  }
  return sent[0];
}

describe('the live connection', () => {
  it('closed for good, asks for a new server session next time instead of resuming the last one’s rooms', () => {
    client._pid = 'previous-session';
    client._lastOffset = '42';
    // The library resumes by these two: the test fails if it stops reading them.
    expect(connectPacket()).toMatchObject({ data: { pid: 'previous-session', offset: '42' } });
    closeConnection();
    expect(connectPacket()).toEqual({ type: 0, data: {} });
  });

  it('says in its handshake when the page is a wall display’s', () => {
    openConnection({ asDisplay: true });
    expect(socket.auth).toEqual({ display: true });
    openConnection();
    expect(socket.auth).toEqual({});
  });
});
