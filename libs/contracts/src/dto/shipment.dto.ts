import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsoDate, Omittable, PlainText, VisibleText } from './value-rules.js';
import {
  CONTAINER_DOORS,
  DOCK_LOCATIONS,
  SHIPMENT_SORT_KEYS,
  SHIPMENT_STATUSES,
  SORT_ORDERS,
  WORKFLOW_STEPS,
  type ContainerDoor,
  type DockLocation,
  type ShipmentSortKey,
  type SortOrder,
  type WorkflowStep,
} from '../enums.js';
import { VALIDATION, poNumberFormatMessage } from '../messages.js';
import type { ContainerCheckInRequest, EditShipmentRequest } from '../requests.js';

// As in every DTO here: decorators run bottom-up and the first failure is reported.

export const PO_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,49}$/;
/** The longest TMP number a check-in takes (the import refuses longer ones too). */
export const MAX_TMP_NUMBER_LENGTH = 50;
/** The most PO numbers one check-in or one schedule row may give a shipment. */
export const MAX_PO_NUMBERS = 50;
export const TOO_MANY_PO_NUMBERS = `At most ${MAX_PO_NUMBERS} PO numbers per shipment`;

/** POST /api/shipments: container check-in (docs/product.md §17, §3.2, §4.1). */
export class ContainerCheckInDto implements ContainerCheckInRequest<Date> {
  @MaxLength(MAX_TMP_NUMBER_LENGTH, { message: `TMP Number must be at most ${MAX_TMP_NUMBER_LENGTH} characters` })
  @VisibleText(VALIDATION.tmpNumberInvisible)
  @Matches(/\S/, { message: VALIDATION.tmpNumberRequired })
  @PlainText()
  @IsString({ message: VALIDATION.tmpNumberRequired })
  tmpNumber!: string;

  @IsIn(CONTAINER_DOORS, { message: VALIDATION.containerDoorRequired })
  containerDoor!: ContainerDoor;

  @IsIn(DOCK_LOCATIONS, { message: VALIDATION.dockLocationRequired })
  dockLocation!: DockLocation;

  @IsUUID('all', { message: 'Floor lead must be a user id' })
  @IsOptional()
  floorLeadId?: string | null;

  @MaxLength(50, { message: 'Seal number must be at most 50 characters' })
  @PlainText()
  @IsString({ message: 'Seal number must be text' })
  @IsOptional()
  sealNumber?: string | null;

  @MaxLength(50, { message: 'Temperature recorder ID must be at most 50 characters' })
  @PlainText()
  @IsString({ message: 'Temperature recorder ID must be text' })
  @IsOptional()
  tempRecorderId?: string | null;

  @IsoDate('Estimated completion must be a date')
  @IsOptional()
  estimatedCompletion?: Date | null;

  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  @PlainText()
  @IsString({ message: 'Notes must be text' })
  @IsOptional()
  notes?: string | null;

  /** docs/product.md §4.1: optional PO numbers attached at check-in. */
  @Matches(PO_NUMBER_PATTERN, {
    each: true,
    message: ({ value }) => poNumberFormatMessage([value].flat().find((number: unknown) => typeof number !== 'string' || !PO_NUMBER_PATTERN.test(number))),
  })
  @ArrayMaxSize(MAX_PO_NUMBERS, { message: TOO_MANY_PO_NUMBERS })
  @IsArray({ message: 'PO numbers must be a list' })
  @IsOptional()
  poNumbers?: string[];

  /** Sent by the prototype client; the server decides status and progress itself and ignores these. */
  @IsIn(SHIPMENT_STATUSES, { message: 'Unknown status' })
  @IsOptional()
  status?: string;

  @Max(100, { message: 'Progress must be at most 100' })
  @Min(0, { message: 'Progress must be at least 0' })
  @IsInt({ message: 'Progress must be a whole number' })
  @IsOptional()
  progressPercentage?: number;
}

/** The dashboard's "In Progress" filter: checked in but not yet loading. */
export const IN_PROGRESS_FILTER = 'in_progress';

/** A page number: 1 to 100000, default 1. */
function PageNumber(): PropertyDecorator {
  return (target, key) => {
    // In the order decorator syntax would apply them (bottom-up): the type check runs first.
    for (const rule of [
      IsOptional(),
      Type(() => Number),
      IsInt({ message: 'Page must be a whole number' }),
      Min(1, { message: 'Page must be at least 1' }),
      Max(100000, { message: 'Page must be at most 100000' }),
    ]) {
      rule(target, key);
    }
  };
}

/** A page size: 1 to 100, default 25. */
function PageSize(): PropertyDecorator {
  return (target, key) => {
    for (const rule of [
      IsOptional(),
      Type(() => Number),
      IsInt({ message: 'Page size must be a whole number' }),
      Min(1, { message: 'Page size must be at least 1' }),
      Max(100, { message: 'Page size must be at most 100' }),
    ]) {
      rule(target, key);
    }
  };
}

/** page and pageSize of any paged list. */
export class PageQueryDto {
  @PageNumber()
  page: number = 1;

  @PageSize()
  pageSize: number = 25;
}

/** The shipment list's filters, shared by the list and its export. */
export class ShipmentFilterQueryDto {
  @IsIn([...SHIPMENT_STATUSES, IN_PROGRESS_FILTER], { message: 'Unknown status filter' })
  @IsOptional()
  status?: string;

  /** Workflow steps, delayed or not: `steps=truck_checkin,bol_entry` (or the parameter repeated). */
  @IsIn(WORKFLOW_STEPS, { each: true, message: 'Unknown workflow step' })
  @ArrayMaxSize(WORKFLOW_STEPS.length, { message: 'Too many workflow steps' })
  @IsArray({ message: 'Steps must be a list' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsOptional()
  steps?: WorkflowStep[];

  @IsIn(DOCK_LOCATIONS, { message: 'Unknown dock' })
  @IsOptional()
  dock?: string;

  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @PlainText()
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  search?: string;
}

/** GET /api/shipments query. */
export class ListShipmentsQueryDto extends ShipmentFilterQueryDto {
  @PageNumber()
  page: number = 1;

  @PageSize()
  pageSize: number = 25;

  @IsIn(SHIPMENT_SORT_KEYS, { message: 'Unknown sort column' })
  @IsOptional()
  sort?: ShipmentSortKey;

  @IsIn(SORT_ORDERS, { message: 'Sort order must be asc or desc' })
  @IsOptional()
  order?: SortOrder;
}

/** PUT /api/shipments/{id}: the shipment page's edit form (docs/product.md §11). */
export class EditShipmentDto implements EditShipmentRequest<Date> {
  @IsIn(CONTAINER_DOORS, { message: VALIDATION.containerDoorRequired })
  @Omittable()
  containerDoor?: ContainerDoor;

  @IsIn(DOCK_LOCATIONS, { message: VALIDATION.dockLocationRequired })
  @Omittable()
  dockLocation?: DockLocation;

  @MaxLength(50, { message: 'Seal number must be at most 50 characters' })
  @PlainText()
  @IsString({ message: 'Seal number must be text' })
  @IsOptional()
  sealNumber?: string | null;

  @MaxLength(50, { message: 'Temperature recorder ID must be at most 50 characters' })
  @PlainText()
  @IsString({ message: 'Temperature recorder ID must be text' })
  @IsOptional()
  tempRecorderId?: string | null;

  @IsoDate('Estimated completion must be a date')
  @IsOptional()
  estimatedCompletion?: Date | null;

  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  @PlainText()
  @IsString({ message: 'Notes must be text' })
  @IsOptional()
  notes?: string | null;

  /** the prototype set these from the client; here the workflow computes them, so sending one is refused. */
  @IsIn([], { message: 'Progress is computed by the server from the loading rows' })
  @IsOptional()
  progressPercentage?: never;

  @IsIn([], { message: 'Status is set by the workflow steps, not edited' })
  @IsOptional()
  status?: never;
}

/** GET /api/export/shipments: the list's filters and the file format. */
export class ExportShipmentsQueryDto extends ShipmentFilterQueryDto {
  @IsIn(['xlsx', 'csv'], { message: 'format must be xlsx or csv' })
  @IsOptional()
  format?: string;
}
