import { Query } from '@nestjs/cqrs';
import type { ShipmentList, ShipmentSortKey, SortOrder } from '@dockflow/contracts';
import type { ShipmentFilter } from './shipment-filter.js';

export class ListShipmentsQuery extends Query<ShipmentList> {
  constructor(readonly filter: ShipmentFilter & { page: number; pageSize: number; sort?: ShipmentSortKey; order?: SortOrder }) {
    super();
  }
}
