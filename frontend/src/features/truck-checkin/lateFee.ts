/** Late fees are amounts of money with 2 places, sent as strings (SPEC 3). */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(amount: string): string {
  return money.format(Number(amount));
}

export function isFeeOwed(amount: string): boolean {
  return Number(amount) > 0;
}
