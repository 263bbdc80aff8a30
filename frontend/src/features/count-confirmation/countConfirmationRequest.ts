import type { CountConfirmationRequest } from '@dockflow/contracts';

/** What the count form holds; the expected quantity is shown, never sent. */
export interface CountFormValues {
  poId?: string;
  expectedQuantity?: number | null;
  actualQuantity?: number | null;
  notes: string;
}

export const COUNT_FIELDS = ['poId', 'expectedQuantity', 'actualQuantity', 'notes'] as const satisfies readonly (keyof CountFormValues)[];

export const EMPTY_COUNT: CountFormValues = { notes: '' };

/** The request for validated form values of a shipment. */
export function toCountConfirmationRequest(shipmentId: string, values: CountFormValues): CountConfirmationRequest {
  return {
    shipmentId,
    poId: String(values.poId),
    actualQuantity: Number(values.actualQuantity),
    notes: values.notes.trim() || undefined,
  };
}
