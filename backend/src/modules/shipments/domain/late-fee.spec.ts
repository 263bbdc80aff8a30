import { lateFee } from './late-fee.js';

const appointment = new Date('2026-11-21T08:00:00Z');
const at = (time: string) => new Date(`2026-11-21T${time}Z`);

describe('lateFee (docs/product.md §5)', () => {
  it.each([
    ['early', at('07:30:00'), '0.00'],
    ['exactly on time', at('08:00:00'), '0.00'],
    ['one second late: one started hour', at('08:00:01'), '50.00'],
    ['exactly one hour late', at('09:00:00'), '50.00'],
    ['61 minutes late: two started hours', at('09:01:00'), '100.00'],
    ['five and a half hours late', at('13:30:00'), '300.00'],
  ])('%s', (_name, checkIn, fee) => {
    expect(lateFee(appointment, checkIn, 50)).toBe(fee);
  });

  it('charges nothing without an appointment', () => {
    expect(lateFee(null, at('23:00:00'), 50)).toBe('0.00');
  });

  it('uses the configured rate', () => {
    expect(lateFee(appointment, at('10:30:00'), 75)).toBe('225.00');
  });
});
