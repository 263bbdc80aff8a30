import type { BolEntryRequest } from '@dockflow/contracts';

/** What the BOL form holds; numbers stay empty until typed. */
export interface BolFormValues {
  poNumber?: string;
  pieces?: number | null;
  pallets?: number | null;
  netWeight?: number | null;
  grossWeight?: number | null;
}

export const BOL_FIELDS = ['poNumber', 'pieces', 'pallets', 'netWeight', 'grossWeight'] as const satisfies readonly (keyof BolFormValues)[];

/** Weights are compared and subtracted in hundredths of a pound, so 1200.10 - 1000.05 is exactly 200.05. */
const toHundredths = (pounds: number) => Math.round(pounds * 100);

/** Gross minus net, or null until both are entered. */
export function tareWeight(netWeight: number | null | undefined, grossWeight: number | null | undefined): number | null {
  if (typeof netWeight !== 'number' || typeof grossWeight !== 'number') return null;
  return (toHundredths(grossWeight) - toHundredths(netWeight)) / 100;
}

/** docs/product.md §17.8: on submit, the gross weight must exceed the net weight. */
export function grossExceedsNet(netWeight: number, grossWeight: number): boolean {
  return toHundredths(grossWeight) > toHundredths(netWeight);
}

const twoPlaces = (weight: number) => (toHundredths(weight) / 100).toFixed(2);

/** The request for validated form values (every number entered): weights with 2 places (docs/product.md §13.1, §16.4). */
export function toBolEntryRequest(values: BolFormValues): BolEntryRequest {
  return {
    pieces: Number(values.pieces),
    pallets: Number(values.pallets),
    netWeight: twoPlaces(Number(values.netWeight)),
    grossWeight: twoPlaces(Number(values.grossWeight)),
  };
}
