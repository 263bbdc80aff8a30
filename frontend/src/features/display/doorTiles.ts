import { CONTAINER_DOORS, type ContainerDoor, type ContainerDoorStatus, type Shipment, type TruckerBoardRow } from '@dockflow/contracts';
import { owesLateFee } from '../../components/valueFormat';

export interface DoorTile {
  door: ContainerDoor;
  /** The shipment whose container is at the door; undefined when the door is free. */
  shipment?: Shipment;
  /** Its trucks checked in and not yet released. */
  trucks: TruckerBoardRow[];
  /** Delayed, or a truck owes a late fee. */
  late: boolean;
  /** The scheduled shipment next in line for the door, when the server has said. */
  next?: ContainerDoorStatus['next'];
}

/** Checked in and not completed: a scheduled (pending) shipment's container has not arrived yet. */
function isAtDoor(shipment: Shipment): boolean {
  return shipment.workflowStep !== 'pending' && shipment.workflowStep !== 'completed';
}

function newest(shipments: Shipment[]): Shipment | undefined {
  return shipments.reduce<Shipment | undefined>((latest, shipment) => (!latest || Date.parse(shipment.createdAt) > Date.parse(latest.createdAt) ? shipment : latest), undefined);
}

/**
 * docs/product.md §9: one tile per container door (1A..3C), with the shipment at it and its trucks,
 * and the scheduled shipment next in line there (from `doors`).
 */
export function doorTiles(shipments: readonly Shipment[], truckers: readonly TruckerBoardRow[], doors: readonly ContainerDoorStatus[] = []): DoorTile[] {
  return CONTAINER_DOORS.map((door) => {
    const next = doors.find((status) => status.door === door)?.next ?? null;
    const shipment = newest(shipments.filter((candidate) => candidate.containerDoor === door && isAtDoor(candidate)));
    if (!shipment) return { door, trucks: [], late: false, next };
    const trucks = truckers.filter((trucker) => trucker.shipmentId === shipment.id && !trucker.releasedAt);
    return { door, shipment, trucks, next, late: shipment.status === 'delayed' || trucks.some((trucker) => owesLateFee(trucker.lateFeesOwed)) };
  });
}
