import { numberedPlaceholders } from './read-rows.js';

describe('numberedPlaceholders', () => {
  it('numbers each ? in order, as PostgreSQL binds them', () => {
    expect(numberedPlaceholders('select * from shipments where dock_location = ? and workflow_step in (?, ?) limit ?', 4)).toBe(
      'select * from shipments where dock_location = $1 and workflow_step in ($2, $3) limit $4',
    );
  });

  it('refuses a statement whose placeholders and parameters do not pair up', () => {
    expect(() => numberedPlaceholders('select ? as a', 2)).toThrow('The statement has 1 placeholders for 2 parameters');
  });
});
