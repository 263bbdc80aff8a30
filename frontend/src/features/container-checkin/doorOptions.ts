import { CONTAINER_DOORS, type ContainerDoorStatus } from '@dockflow/contracts';

export interface DoorOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * docs/product.md §3.11: the door picker offers the free doors first; a door another active container
 * holds is listed after them, disabled, naming that container. Until the doors are known, every door.
 */
export function doorOptions(doors: readonly ContainerDoorStatus[] | undefined): DoorOption[] {
  if (!doors) return CONTAINER_DOORS.map((door) => ({ value: door, label: door, disabled: false }));
  const free = doors.filter((door) => !door.occupant).map((door) => ({ value: door.door, label: door.door, disabled: false }));
  const occupied = doors.flatMap((door) => (door.occupant ? [{ value: door.door, label: `${door.door} — occupied by ${door.occupant.tmpNumber}`, disabled: true }] : []));
  return [...free, ...occupied];
}
