import { lateFee, lateFeeBasis } from './late-fee.js';

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

describe('lateFeeBasis (docs/product.md §5)', () => {
  const eta = new Date('2026-11-21T06:30:00Z');

  it('measures from the appointment when the PO has one, and says how the fee was computed', () => {
    expect(lateFeeBasis(appointment, eta, at('10:30:00'), 50)).toEqual({
      reference: 'appointment',
      referenceAt: appointment.toISOString(),
      startedHours: 3,
      perHour: '50.00',
      fee: '150.00',
      reason: '3 started hours × $50',
    });
  });

  it('falls back to the shipment’s ETA, then to no fee at all', () => {
    expect(lateFeeBasis(null, eta, at('07:10:00'), 50)).toMatchObject({ reference: 'eta', startedHours: 1, fee: '50.00', reason: '1 started hour × $50' });
    expect(lateFeeBasis(null, eta, at('06:00:00'), 50)).toMatchObject({ reference: 'eta', startedHours: 0, fee: '0.00', reason: 'On time' });
    expect(lateFeeBasis(null, null, at('23:00:00'), 50)).toMatchObject({ reference: 'none', referenceAt: null, fee: '0.00', reason: 'No appointment or ETA' });
  });
});
