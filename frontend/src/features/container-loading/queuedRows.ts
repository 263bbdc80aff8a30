import type { RecordLoadingRowRequest } from '@dockflow/contracts';
import type { QueuedCommand } from '../../lib/outbox';

const bodyOf = (command: QueuedCommand) => command.body as RecordLoadingRowRequest;

export const rowOf = (command: QueuedCommand) => bodyOf(command).rowNumber;

/**
 * A row kept on this device as its notices name it: its number, whose container (when known), and its
 * notes, so that a row the server refused does not take the operator's words with it.
 */
export function describeQueuedRow(command: QueuedCommand, tmpNumber?: string): string {
  const { rowNumber, notes } = bodyOf(command);
  const row = tmpNumber ? `Row ${rowNumber} of ${tmpNumber}` : `Row ${rowNumber}`;
  return notes ? `${row} (notes: "${notes}")` : row;
}
