import { describe, expect, it } from '@jest/globals';
import { CONTAINER_DOORS, type ContainerDoorStatus } from '@dockflow/contracts';
import { doorOptions } from './doorOptions';

describe('door options (docs/product.md §3.11)', () => {
  it('offers the free doors first, then the occupied ones disabled and naming their container', () => {
    const doors: ContainerDoorStatus[] = CONTAINER_DOORS.map((door) => ({ door, occupant: door === '1A' ? { shipmentId: 's', tmpNumber: 'TMP-5001' } : null, next: null }));
    const options = doorOptions(doors);
    expect(options[0]).toEqual({ value: '2A', label: '2A', disabled: false });
    expect(options.at(-1)).toEqual({ value: '1A', label: '1A — occupied by TMP-5001', disabled: true });
    expect(options).toHaveLength(9);
  });

  it('offers every door while the doors are not known yet', () => {
    expect(doorOptions(undefined).map((option) => option.value)).toEqual([...CONTAINER_DOORS]);
  });
});
