import { ExportSlots } from './export-slots.js';

describe('ExportSlots', () => {
  it('gives each user one export at a time and the instance three, each slot given back once', () => {
    const slots = new ExportSlots();
    const ana = slots.take('ana');
    expect(() => slots.take('ana')).toThrow('Your export is still being prepared');
    const ben = slots.take('ben');
    slots.take('cy');
    expect(() => slots.take('dee')).toThrow('Other exports are being prepared');
    ana();
    ana(); // a second release gives nothing more back
    slots.take('ana');
    expect(() => slots.take('dee')).toThrow('Other exports are being prepared');
    ben();
    expect(() => slots.take('dee')).not.toThrow();
  });
});
