import { beforeEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, stubFetch } from '../test/fetchStub';
import { dismissCommand, enqueueCommand, loadOutbox, outboxCommands, sendWaiting } from './outbox';

const USER = 'user-1';
const row = (rowNumber: number) => ({ key: `key-${rowNumber}`, userId: USER, method: 'POST', url: '/container-loading', body: { shipmentId: 's-1', rowNumber } });

async function clearOutbox() {
  await loadOutbox();
  for (const command of outboxCommands()) await dismissCommand(command.seq);
}

describe('the device outbox (docs/decisions.md, "Offline")', () => {
  beforeEach(clearOutbox);

  it('sends the waiting commands in the order they were made, each with its own key', async () => {
    for (const rowNumber of [4, 5, 6]) await enqueueCommand(row(rowNumber));
    const { requests } = stubFetch({ 'POST /api/container-loading': () => jsonResponse({}, 201) });

    expect(await sendWaiting(USER)).toEqual({ sent: 3, refused: [], interrupted: false });
    expect(await Promise.all(requests.map(async (request) => [request.headers.get('Idempotency-Key'), (await request.json()).rowNumber]))).toEqual([
      ['key-4', 4],
      ['key-5', 5],
      ['key-6', 6],
    ]);
    expect(outboxCommands()).toEqual([]);
  });

  it('keeps a refused command with the server reason and goes on with the next', async () => {
    for (const rowNumber of [4, 5]) await enqueueCommand(row(rowNumber));
    stubFetch({
      'POST /api/container-loading': async (request) =>
        (await request.json()).rowNumber === 4
          ? jsonResponse({ statusCode: 409, error: 'Conflict', message: 'Row 4 of shipment TMP-1 is already recorded.' }, 409)
          : jsonResponse({}, 201),
    });

    const report = await sendWaiting(USER);

    expect(report.sent).toBe(1);
    expect(report.refused.map((command) => command.reason)).toEqual(['Row 4 of shipment TMP-1 is already recorded.']);
    expect(outboxCommands()).toMatchObject([{ key: 'key-4', state: 'refused', reason: 'Row 4 of shipment TMP-1 is already recorded.' }]);
  });

  it('stops at a lost network or an unavailable server and keeps the rest waiting', async () => {
    for (const rowNumber of [4, 5]) await enqueueCommand(row(rowNumber));
    stubFetch({ 'POST /api/container-loading': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await sendWaiting(USER)).toEqual({ sent: 0, refused: [], interrupted: true });

    stubFetch({ 'POST /api/container-loading': () => jsonResponse({ statusCode: 503, error: 'Service Unavailable', message: 'down' }, 503) });
    expect(await sendWaiting(USER)).toEqual({ sent: 0, refused: [], interrupted: true });

    expect(outboxCommands().map((command) => [command.key, command.state])).toEqual([
      ['key-4', 'waiting'],
      ['key-5', 'waiting'],
    ]);
  });

  it("sends only the signed-in user's commands", async () => {
    await enqueueCommand({ ...row(4), userId: 'someone-else' });
    const { requests } = stubFetch({});

    expect(await sendWaiting(USER)).toEqual({ sent: 0, refused: [], interrupted: false });
    expect(requests).toHaveLength(0);
  });
});
