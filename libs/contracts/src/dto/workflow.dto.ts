import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsoDate, PlainText } from './value-rules.js';
import { LOADING_ROWS_PER_CONTAINER, OTR_DOORS, PRIORITIES, TRUCK_COLORS, type OtrDoor, type Priority, type TruckColor } from '../enums.js';
import { VALIDATION, poNumberFormatMessage } from '../messages.js';
import type {
  BolEntryRequest,
  CountConfirmationRequest,
  CreateOtrAssignmentRequest,
  CreatePurchaseOrderRequest,
  CreateSpotterTaskRequest,
  DriverReleaseRequest,
  RecordLoadingRowRequest,
  SendInstructionsRequest,
  SetAppointmentRequest,
  TruckCheckInRequest,
  UpdateSpotterTaskRequest,
} from '../requests.js';
import { PO_NUMBER_PATTERN } from './shipment.dto.js';

// As in every DTO here: decorators run bottom-up and the first failure is reported.

/** A decimal sent as a string with at most 2 places (docs/product.md §13.1: weights are strings). */
const DECIMAL_2 = /^\d{1,8}(\.\d{1,2})?$/;
/** Weights arrive as strings; a plain JSON number is accepted too. */
const numberAsString = Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value));

/** POST /api/purchase-orders (docs/product.md §4.1). */
export class CreatePurchaseOrderDto implements CreatePurchaseOrderRequest<Date> {
  @Matches(PO_NUMBER_PATTERN, { message: ({ value }) => poNumberFormatMessage(value) })
  @PlainText()
  @IsString({ message: VALIDATION.poNumberRequired })
  poNumber!: string;

  @IsUUID('all', { message: VALIDATION.shipmentRequired })
  shipmentId!: string;

  @IsoDate('Appointment must be a date')
  @IsOptional()
  appointmentAt?: Date | null;
}

/** PUT /api/purchase-orders/{id}/appointment. */
export class SetAppointmentDto implements SetAppointmentRequest<Date> {
  @IsoDate('Appointment must be a date')
  @ValidateIf((_, value) => value !== null)
  appointmentAt!: Date | null;
}

/** PUT /api/purchase-orders/{id}, truck check-in. checkInTime and lateFeesOwed are the server's to set. */
export class TruckCheckInDto implements TruckCheckInRequest {
  @MaxLength(100, { message: 'Driver name must be at most 100 characters' })
  @Matches(/\S/, { message: VALIDATION.driverNameRequired })
  @PlainText()
  @IsString({ message: VALIDATION.driverNameRequired })
  driverName!: string;

  @MaxLength(30, { message: 'Driver phone must be at most 30 characters' })
  @Matches(/\S/, { message: VALIDATION.driverPhoneRequired })
  @PlainText()
  @IsString({ message: VALIDATION.driverPhoneRequired })
  driverPhone!: string;

  @MaxLength(255, { message: VALIDATION.emailInvalid })
  @IsEmail({}, { message: VALIDATION.emailInvalid })
  @PlainText()
  @ValidateIf((_, value) => value !== '' && value !== null)
  @IsOptional()
  driverEmail?: string | null;

  @IsIn(TRUCK_COLORS, { message: VALIDATION.truckColorRequired })
  truckColor!: TruckColor;

  @MaxLength(30, { message: 'Truck number must be at most 30 characters' })
  @Matches(/\S/, { message: VALIDATION.truckNumberRequired })
  @PlainText()
  @IsString({ message: VALIDATION.truckNumberRequired })
  truckNumber!: string;

  @IsIn(OTR_DOORS, { message: VALIDATION.otrDoorRequired })
  otrDoor!: OtrDoor;

  /** Sent by the prototype client; ignored: the server stamps the time and computes the fee. */
  @IsOptional()
  checkInTime?: unknown;

  @IsOptional()
  lateFeesOwed?: unknown;
}

/** PUT /api/purchase-orders/{id}, bill of lading. */
export class BolEntryDto implements BolEntryRequest {
  @Max(1_000_000, { message: 'Number of pieces is too large' })
  @Min(1, { message: VALIDATION.piecesMin })
  @IsInt({ message: VALIDATION.piecesMin })
  pieces!: number;

  @Max(100_000, { message: 'Number of pallets is too large' })
  @Min(1, { message: VALIDATION.palletsMin })
  @IsInt({ message: VALIDATION.palletsMin })
  pallets!: number;

  @Matches(DECIMAL_2, { message: VALIDATION.netWeightMin })
  @PlainText()
  @IsString({ message: VALIDATION.netWeightMin })
  @numberAsString
  netWeight!: string;

  @Matches(DECIMAL_2, { message: VALIDATION.grossWeightMin })
  @PlainText()
  @IsString({ message: VALIDATION.grossWeightMin })
  @numberAsString
  grossWeight!: string;

  /** The BOL form names the PO by number; the path already identifies it. */
  @PlainText()
  @IsString()
  @IsOptional()
  poNumber?: string;
}

/** PUT /api/purchase-orders/{id}, driver release. The server stamps the time: any non-empty value releases. */
export class DriverReleaseDto implements DriverReleaseRequest {
  @IsNotEmpty({ message: 'releasedAt is required to release a driver' })
  releasedAt!: string;
}

/** POST /api/otr-assignments. */
export class CreateOtrAssignmentDto implements CreateOtrAssignmentRequest {
  @IsUUID('all', { message: VALIDATION.shipmentRequired })
  shipmentId!: string;

  @IsUUID('all', { message: VALIDATION.otrDriverRequired })
  otrDriverId!: string;

  @IsUUID('all', { message: VALIDATION.forkliftOperatorRequired })
  forkliftOperatorId!: string;

  @IsIn(OTR_DOORS, { message: VALIDATION.otrDoorAssignmentRequired })
  otrDoorAssignment!: OtrDoor;

  @MaxLength(2000, { message: 'Instructions must be at most 2000 characters' })
  @Matches(/\S/, { message: VALIDATION.instructionsRequired })
  @PlainText()
  @IsString({ message: VALIDATION.instructionsRequired })
  instructions!: string;
}

/** PUT /api/otr-assignments/{id}: Send Instructions. */
export class SendInstructionsDto implements SendInstructionsRequest {
  @IsIn([true], { message: 'instructionsSent must be true' })
  @IsBoolean({ message: 'instructionsSent must be true' })
  instructionsSent!: true;

  /** Ignored: the server stamps the time. */
  @IsOptional()
  sentAt?: unknown;
}

/** POST /api/count-confirmations. Expected comes from the PO's pieces; discrepancy is computed. */
export class CountConfirmationDto implements CountConfirmationRequest {
  @IsUUID('all', { message: VALIDATION.shipmentRequired })
  shipmentId!: string;

  @IsUUID('all', { message: VALIDATION.purchaseOrderRequired })
  poId!: string;

  @Max(10_000_000, { message: 'Actual quantity is too large' })
  @Min(0, { message: VALIDATION.actualQuantityMin })
  @IsInt({ message: VALIDATION.actualQuantityMin })
  actualQuantity!: number;

  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  @PlainText()
  @IsString({ message: 'Notes must be text' })
  @IsOptional()
  notes?: string | null;

  /** Sent by the prototype client; the server takes the PO's pieces and computes the rest. */
  @IsOptional()
  expectedQuantity?: unknown;

  @IsOptional()
  discrepancy?: unknown;

  @IsOptional()
  discrepancyFlag?: unknown;

  @IsOptional()
  confirmedBy?: unknown;

  @IsOptional()
  confirmedAt?: unknown;
}

/** POST /api/container-loading. */
export class RecordLoadingRowDto implements RecordLoadingRowRequest {
  @IsUUID('all', { message: VALIDATION.shipmentRequired })
  shipmentId!: string;

  @Max(LOADING_ROWS_PER_CONTAINER, { message: `Row number must be at most ${LOADING_ROWS_PER_CONTAINER}` })
  @Min(1, { message: VALIDATION.rowNumberMin })
  @IsInt({ message: VALIDATION.rowNumberMin })
  rowNumber!: number;

  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  @PlainText()
  @IsString({ message: 'Notes must be text' })
  @IsOptional()
  notes?: string | null;

  /** The prototype client sends it empty; photo upload is not part of the product yet. */
  @ArrayMaxSize(0, { message: 'Photo upload is not supported yet' })
  @IsArray({ message: 'photoUrls must be a list' })
  @IsOptional()
  photoUrls?: string[];

  /** Sent by the prototype client; the operator is the signed-in user and the time is the server's. */
  @IsOptional()
  operatorId?: unknown;

  @IsOptional()
  completedAt?: unknown;
}

/** POST /api/spotter-tasks (docs/product.md §17). */
export class CreateSpotterTaskDto implements CreateSpotterTaskRequest {
  @MaxLength(1000, { message: 'Task description must be at most 1000 characters' })
  @Matches(/\S/, { message: VALIDATION.taskDescriptionRequired })
  @PlainText()
  @IsString({ message: VALIDATION.taskDescriptionRequired })
  taskDescription!: string;

  @IsUUID('all', { message: VALIDATION.assignToSpotter })
  assignedTo!: string;

  @IsIn(PRIORITIES, { message: 'Priority must be low, normal or high' })
  @IsOptional()
  priority?: Priority;

  @IsUUID('all', { message: 'Shipment must be a shipment id' })
  @ValidateIf((_, value) => value !== '' && value !== null)
  @IsOptional()
  shipmentId?: string | null;
}

/** PUT /api/spotter-tasks/{id}: Start or Complete. completedAt is the server's. */
export class UpdateSpotterTaskDto implements UpdateSpotterTaskRequest {
  @IsIn(['in_progress', 'completed'], { message: 'Status must be in_progress or completed' })
  status!: UpdateSpotterTaskRequest['status'];

  @IsOptional()
  completedAt?: unknown;
}
