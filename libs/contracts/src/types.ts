import type { CrewFunction, Role, ShipmentStatus, WorkflowStep } from './enums.js';

/** A user as the client sees it: never a password hash. */
export interface PublicUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  crewFunctions: CrewFunction[];
  createdAt: string;
  updatedAt: string;
}

export interface Shipment {
  id: string;
  tmpNumber: string;
  /** What the screens show: the workflow step, or `delayed` when the ETA has passed (DECISIONS 1). */
  status: ShipmentStatus;
  /** Where the shipment is in the workflow; never lost to the delayed overlay. */
  workflowStep: WorkflowStep;
  containerDoor: string | null;
  dockLocation: string | null;
  floorLeadId: string | null;
  sealNumber: string | null;
  tempRecorderId: string | null;
  estimatedCompletion: string | null;
  actualCompletion: string | null;
  progressPercentage: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PurchaseOrder {
  id: string;
  poNumber: string;
  shipmentId: string;
  pieces: number | null;
  pallets: number | null;
  netWeight: string | null;
  grossWeight: string | null;
  driverName: string | null;
  driverPhone: string | null;
  driverEmail: string | null;
  truckColor: string | null;
  truckNumber: string | null;
  otrDoor: string | null;
  appointmentAt: string | null;
  checkInTime: string | null;
  lateFeesOwed: string;
  releasedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ShipmentList {
  shipments: Shipment[];
  total: number;
}

export interface DashboardStats {
  activeShipments: number;
  trucksInQueue: number;
  containersLoading: number;
  completedToday: number;
}

export interface ShipmentQr {
  qrCode: string;
  shipmentData: { tmpNumber: string; containerDoor: string | null; status: ShipmentStatus };
}

export interface ImportResult {
  success: number;
  total: number;
  errors: string[];
}

export interface FieldError {
  field: string;
  message: string;
}

/** DECISIONS 12: the one JSON error shape of every non-2xx answer. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  code?: ErrorCode;
  errors?: FieldError[];
}

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'WORKFLOW_CONFLICT',
  'INVALID_CREDENTIALS',
  'FOREIGN_ORIGIN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A user offered by a crew picker (floor lead, OTR driver, forklift operator, spotter). */
export interface CrewMember {
  id: string;
  name: string;
}

/** GET /api/purchase-orders/{poNumber}: the PO, its shipment, and the fee a check-in now would owe. */
export interface PurchaseOrderLookup extends PurchaseOrder {
  shipment: { id: string; tmpNumber: string; status: ShipmentStatus; workflowStep: WorkflowStep };
  /** DECISIONS 3: shown on the truck check-in form before submitting. */
  lateFeeIfCheckedInNow: string;
}

export interface OtrAssignment {
  id: string;
  shipmentId: string;
  otrDriverId: string | null;
  forkliftOperatorId: string | null;
  otrDoorAssignment: string | null;
  instructions: string | null;
  instructionsSent: boolean;
  sentAt: string | null;
  createdAt: string;
}

export interface CountConfirmationView {
  id: string;
  shipmentId: string;
  poId: string;
  expectedQuantity: number;
  actualQuantity: number;
  discrepancy: number;
  discrepancyFlag: boolean;
  confirmedBy: string | null;
  confirmedAt: string;
  notes: string | null;
  createdAt: string;
}

export interface LoadingRow {
  id: string;
  shipmentId: string;
  rowNumber: number;
  notes: string | null;
  operatorId: string | null;
  completedAt: string;
  createdAt: string;
}
