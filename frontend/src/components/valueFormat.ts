import { NOT_SET } from '../lib/format';

/** docs/product.md §16.4: late fees are in dollars, weights in pounds with 2 decimals. */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const pounds = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A decimal string such as a late fee ("50.00") as dollars. */
export function formatMoney(value: string | number | null | undefined): string {
  const amount = toNumber(value);
  return amount === null ? NOT_SET : money.format(amount);
}

export function formatWeight(value: string | number | null | undefined): string {
  const weight = toNumber(value);
  return weight === null ? NOT_SET : `${pounds.format(weight)} lbs`;
}

/** Whether a late fee is owed (docs/product.md §5). */
export function owesLateFee(fee: string | null | undefined): boolean {
  return (toNumber(fee) ?? 0) > 0;
}

/** Minutes as "3h 05m", or "45m" under an hour. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return NOT_SET;
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, '0')}m` : `${rest}m`;
}

/** A truck as the yard knows it: colour and number ("Blue TRK-88"). */
export function truckLabel(color: string | null | undefined, number: string | null | undefined): string {
  return [color, number].filter(Boolean).join(' ') || NOT_SET;
}

