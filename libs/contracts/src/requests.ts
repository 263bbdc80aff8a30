import type { ContainerDoor, CrewFunction, DockLocation, OtrDoor, Priority, Role, SpotterTaskStatus, TruckColor } from './enums.js';

/**
 * The JSON bodies the API accepts, one per command: the frontend sends them, and the DTO classes of
 * `./dto` implement them and add the validation. A date travels as an ISO 8601 string; the DTO
 * receives it as a Date (class-transformer), hence the `When` type parameter.
 */

/** POST /api/login. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/register. A role is never taken from the client (docs/product.md §6). */
export interface RegisterRequest {
  username: string;
  email?: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** POST /api/shipments: container check-in (docs/product.md §17, §3.2, §4.1). */
export interface ContainerCheckInRequest<When = string> {
  tmpNumber: string;
  containerDoor: ContainerDoor;
  dockLocation: DockLocation;
  floorLeadId?: string | null;
  sealNumber?: string | null;
  tempRecorderId?: string | null;
  estimatedCompletion?: When | null;
  notes?: string | null;
  /** docs/product.md §4.1: PO numbers attached at check-in. */
  poNumbers?: string[];
}

/** PUT /api/shipments/{id}: the shipment page's edit form (docs/product.md §11); null clears a field. */
export interface EditShipmentRequest<When = string> {
  containerDoor?: ContainerDoor;
  dockLocation?: DockLocation;
  sealNumber?: string | null;
  tempRecorderId?: string | null;
  estimatedCompletion?: When | null;
  notes?: string | null;
}

/** POST /api/purchase-orders (docs/product.md §4.1). */
export interface CreatePurchaseOrderRequest<When = string> {
  poNumber: string;
  shipmentId: string;
  appointmentAt?: When | null;
}

/** PUT /api/purchase-orders/{id}/appointment (docs/product.md §5): null clears it (the shipment's ETA then applies). */
export interface SetAppointmentRequest<When = string> {
  appointmentAt: When | null;
}

/** PUT /api/purchase-orders/{id}, truck check-in: the server stamps the time and computes the late fee. */
export interface TruckCheckInRequest {
  driverName: string;
  driverPhone: string;
  driverEmail?: string | null;
  truckColor: TruckColor;
  truckNumber: string;
  otrDoor: OtrDoor;
}

/** PUT /api/purchase-orders/{id}, bill of lading: weights in pounds, as strings with at most 2 places. */
export interface BolEntryRequest {
  pieces: number;
  pallets: number;
  netWeight: string;
  grossWeight: string;
  /** The form names the PO; the path already identifies it. */
  poNumber?: string;
}

/** PUT /api/purchase-orders/{id}, driver release. the prototype client sends its own time; the server stamps the release itself. */
export interface DriverReleaseRequest {
  releasedAt: string;
}

/** POST /api/otr-assignments. */
export interface CreateOtrAssignmentRequest {
  shipmentId: string;
  otrDriverId: string;
  forkliftOperatorId: string;
  otrDoorAssignment: OtrDoor;
  instructions: string;
}

/** PUT /api/otr-assignments/{id}: Send Instructions; the server stamps sentAt. */
export interface SendInstructionsRequest {
  instructionsSent: true;
}

/** POST /api/count-confirmations: the expected count is the PO's pieces and the discrepancy is computed, both by the server. */
export interface CountConfirmationRequest {
  shipmentId: string;
  poId: string;
  actualQuantity: number;
  notes?: string | null;
}

/** POST /api/container-loading: the server derives progress and status from the rows (docs/product.md §3.2). */
export interface RecordLoadingRowRequest {
  shipmentId: string;
  rowNumber: number;
  notes?: string | null;
  /** Photo upload is not part of the product yet: empty when sent. */
  photoUrls?: string[];
}

/** POST /api/spotter-tasks (docs/product.md §17). */
export interface CreateSpotterTaskRequest {
  taskDescription: string;
  assignedTo: string;
  priority?: Priority;
  shipmentId?: string | null;
}

/** PUT /api/spotter-tasks/{id}: Start or Complete; the server stamps completedAt. */
export interface UpdateSpotterTaskRequest {
  status: Exclude<SpotterTaskStatus, 'pending'>;
}

/** POST /api/users (admins). */
export interface CreateUserRequest {
  username: string;
  password: string;
  role: Role;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  crewFunctions?: CrewFunction[];
}

/**
 * PUT /api/users/{id}: only the fields given change; null clears an optional text. A password
 * changes it (one's own also needs currentPassword, and a blank one keeps it); role and crew
 * functions are for admins.
 */
export interface UpdateUserRequest {
  username?: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  crewFunctions?: CrewFunction[];
  password?: string;
  currentPassword?: string;
  role?: Role;
  profileImageUrl?: string | null;
}
