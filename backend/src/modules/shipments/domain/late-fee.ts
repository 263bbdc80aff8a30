import type { LateFeeBasis } from '@dockflow/contracts';

const HOUR_MS = 60 * 60 * 1000;

/** The hours started between the appointment and the check-in; 0 when on time or with no appointment. */
function startedHoursLate(reference: Date | null | undefined, checkIn: Date): number {
  if (!reference) return 0;
  const lateMs = checkIn.getTime() - reference.getTime();
  return lateMs > 0 ? Math.ceil(lateMs / HOUR_MS) : 0;
}

/**
 * docs/product.md §5: the fee per started hour between the appointment and the truck's check-in;
 * nothing when on time or when there is no appointment to be late for. Returned as a 2-place string.
 */
export function lateFee(reference: Date | null | undefined, checkIn: Date, perHour: number): string {
  return (startedHoursLate(reference, checkIn) * perHour).toFixed(2);
}

/**
 * docs/product.md §5, with its reason: lateness is measured from the PO's appointment, else the
 * shipment's ETA; the fee is `perHour` x the started hours ("3 started hours × $50").
 */
export function lateFeeBasis(appointmentAt: Date | null | undefined, eta: Date | null | undefined, checkIn: Date, perHour: number): LateFeeBasis {
  const referenceAt = appointmentAt ?? eta;
  const startedHours = startedHoursLate(referenceAt, checkIn);
  const rate = `$${Number.isInteger(perHour) ? perHour : perHour.toFixed(2)}`;
  const reason = !referenceAt ? 'No appointment or ETA' : startedHours === 0 ? 'On time' : `${startedHours} started ${startedHours === 1 ? 'hour' : 'hours'} × ${rate}`;
  return {
    reference: appointmentAt ? 'appointment' : eta ? 'eta' : 'none',
    referenceAt: referenceAt?.toISOString() ?? null,
    startedHours,
    perHour: perHour.toFixed(2),
    fee: lateFee(referenceAt, checkIn, perHour),
    reason,
  };
}
