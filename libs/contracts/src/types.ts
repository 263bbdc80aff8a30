import type { ContainerDoor, CrewFunction, Priority, Role, ShipmentStatus, SpotterTaskStatus, WorkflowStep } from './enums.js';

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
  /** What the screens show: the workflow step, or `delayed` when the ETA has passed (docs/product.md §3.5). */
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

/** docs/product.md §14.1: the one JSON error shape of every non-2xx answer. */
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
  'DISPLAY_REVOKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'WORKFLOW_CONFLICT',
  /** docs/product.md §3.11: the container door holds another active container. */
  'DOOR_OCCUPIED',
  'INVALID_CREDENTIALS',
  'FOREIGN_ORIGIN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
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
  /** docs/product.md §5: shown on the truck check-in form before submitting. */
  lateFeeIfCheckedInNow: string;
  /** How that fee is computed (or, once the truck is in, how it was): the appointment used and the hours. */
  lateFeeBasis: LateFeeBasis;
}

/** docs/product.md §5: how a late fee is computed, so a screen can say why it is owed. */
export interface LateFeeBasis {
  /** What lateness is measured from: the PO's appointment, else the shipment's ETA; none without either. */
  reference: 'appointment' | 'eta' | 'none';
  referenceAt: string | null;
  startedHours: number;
  perHour: string;
  fee: string;
  /** "3 started hours × $50", "On time" or "No appointment or ETA". */
  reason: string;
}

/** The answer of a truck check-in: the PO, and how its late fee was computed. */
export interface TruckCheckInAnswer extends PurchaseOrder {
  lateFeeBasis: LateFeeBasis;
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
  /** When the OTR driver first opened the sent instructions (docs/product.md §8.4). */
  driverOpenedAt: string | null;
  forkliftOperatorOpenedAt: string | null;
  createdAt: string;
}

/** GET /api/my-assignments: one crew assignment of the signed-in user whose instructions were sent. */
export interface MyAssignment {
  assignmentId: string;
  shipmentId: string;
  tmpNumber: string;
  containerDoor: string | null;
  dockLocation: string | null;
  otrDoorAssignment: string | null;
  /** What the user is on this crew (both when one person holds both). */
  crewFunctions: CrewFunction[];
  instructions: string | null;
  sentAt: string;
  /** When this user first opened them; null while unopened. */
  openedAt: string | null;
  /** False once the shipment is completed. */
  active: boolean;
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

/** GET /api/dashboard/stats: the four figures plus the computed captions (docs/product.md §2.4). */
export interface DashboardStats {
  activeShipments: number;
  trucksInQueue: number;
  containersLoading: number;
  completedToday: number;
  captions: {
    /** Active shipments now minus active shipments at this time yesterday. */
    activeChangeSinceYesterday: number;
    /** Average minutes from truck check-in to release, over trucks released today; null with none. */
    averageWaitMinutes: number | null;
    /** Average progress of the containers loading; null with none. */
    averageLoadingProgress: number | null;
    /** Share (0-100) of shipments completed in the last 7 days by their ETA; null with none. */
    onTimeRate: number | null;
  };
  /** When the server computed these figures. */
  generatedAt: string;
}

export interface TruckerBoardRow {
  purchaseOrderId: string;
  poNumber: string;
  shipmentId: string;
  tmpNumber: string;
  shipmentStatus: ShipmentStatus;
  driverName: string | null;
  driverPhone: string | null;
  truckColor: string | null;
  truckNumber: string | null;
  otrDoor: string | null;
  checkInTime: string;
  releasedAt: string | null;
  /** Minutes from check-in to release, or to now while the truck waits. */
  waitMinutes: number;
  lateFeesOwed: string;
  /** docs/product.md §3.8: Release Driver shows only when the shipment is completed and the PO not released. */
  canRelease: boolean;
}

/** GET /api/trucker-board: trucks waiting, and those released today. */
export interface TruckerBoard {
  summary: {
    waiting: number;
    readyToRelease: number;
    releasedToday: number;
    /** Late fees of the trucks on the board (waiting, or released today). */
    lateFeesOnBoard: string;
  };
  truckers: TruckerBoardRow[];
}

export interface CompletedLoadPurchaseOrder {
  poNumber: string;
  pieces: number | null;
  pallets: number | null;
  netWeight: string | null;
  grossWeight: string | null;
  driverName: string | null;
  truckColor: string | null;
  truckNumber: string | null;
  lateFeesOwed: string;
  checkInTime: string | null;
  releasedAt: string | null;
  /** The PO's latest count confirmation (docs/product.md §3.7), or null when it was never counted. */
  count: { expectedQuantity: number | null; actualQuantity: number | null; discrepancy: number | null; confirmedAt: string | null } | null;
}

/** One card of the Completed Load Summary. */
export interface CompletedLoad {
  shipmentId: string;
  tmpNumber: string;
  containerDoor: string | null;
  dockLocation: string | null;
  sealNumber: string | null;
  completedAt: string | null;
  purchaseOrders: CompletedLoadPurchaseOrder[];
  totals: { pieces: number; pallets: number; netWeight: string; grossWeight: string; lateFees: string };
  /** First loading row to last (docs/product.md §16.3). */
  loadingStartedAt: string | null;
  loadingFinishedAt: string | null;
  loadingMinutes: number | null;
  efficiencyScore: number | null;
}

export interface CompletedLoadList {
  loads: CompletedLoad[];
  total: number;
}

export interface SpotterTask {
  id: string;
  shipmentId: string | null;
  /** The shipment's TMP number, for the task table. */
  tmpNumber: string | null;
  taskDescription: string;
  assignedTo: string | null;
  assigneeName: string | null;
  priority: Priority;
  status: SpotterTaskStatus;
  completedAt: string | null;
  createdAt: string;
}

/** GET /api/site: what every screen needs to know about the site (docs/product.md §15). */
export interface SiteInfo {
  /** The IANA time zone every time is shown and entered in. */
  timeZone: string;
  /** SITE_NAME, shown in the header beside the shift; null when the site has not named itself. */
  name: string | null;
  /** The shift the site's clock is in now (SITE_SHIFTS); the header asks again when it ends. */
  shift: { name: string; startedAt: string; endsAt: string };
}

/**
 * What the dashboard's first page is drawn from on the server (docs/decisions.md, "The first page drawn by
 * the server"): the answers the page would otherwise ask for, GET /api/auth/user, /api/site, the list's
 * first page and /api/dashboard/stats.
 */
export interface FirstPageAnswers {
  /** Drawn from the list's first page as the dashboard first asks for it: DASHBOARD_FIRST_LIST. */
  user: PublicUser;
  site: SiteInfo;
  shipments: ShipmentList;
  stats: DashboardStats;
}

/**
 * The id of the element the drawn first page carries its answers in, as JSON. It comes right after the drawn
 * markup, so the server also holds the page's rendering until it has been read (backend/src/web/first-page.ts).
 */
export const FIRST_PAGE_DATA_ID = 'dockflow-first-page';

/** The cookie the page keeps its screen's width in (CSS pixels), for the server to draw the next first page that wide. */
export const SCREEN_WIDTH_COOKIE = 'dockflow.screen';

/** The dashboard's first list request: no filter, no sort, page 1 of 25 shipments. */
export const DASHBOARD_FIRST_LIST = { page: 1, pageSize: 25 } as const;

/** `GET /api/shipments/by-tmp/{tmpNumber}`: a shipment found by its TMP number (any case) with its POs, so container check-in continues the schedule (docs/product.md §2.6). */
export interface ShipmentWithPurchaseOrders {
  shipment: Shipment;
  purchaseOrders: PurchaseOrder[];
}

/** `GET /api/container-doors`: each container door, the active shipment at it and the next one the schedule plans there (docs/product.md §3.11, §9). */
export interface ContainerDoorStatus {
  door: ContainerDoor;
  /** The checked-in, not completed shipment at the door; null when the door is free. */
  occupant: { shipmentId: string; tmpNumber: string } | null;
  /** The scheduled (pending) shipment next in line for the door: earliest ETA first; null when none. */
  next: { shipmentId: string; tmpNumber: string; estimatedCompletion: string | null } | null;
}
