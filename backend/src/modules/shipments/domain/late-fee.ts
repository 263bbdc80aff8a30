const HOUR_MS = 60 * 60 * 1000;

/**
 * docs/product.md §5: the fee per started hour between the appointment and the truck's check-in;
 * nothing when on time or when there is no appointment to be late for. Returned as a 2-place string.
 */
export function lateFee(reference: Date | null | undefined, checkIn: Date, perHour: number): string {
  if (!reference) return '0.00';
  const lateMs = checkIn.getTime() - reference.getTime();
  if (lateMs <= 0) return '0.00';
  return (Math.ceil(lateMs / HOUR_MS) * perHour).toFixed(2);
}
