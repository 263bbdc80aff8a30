import { Query } from '@nestjs/cqrs';
import type { ShipmentList } from '@dockflow/contracts';

export interface ShipmentFilter {
  status?: string;
  dock?: string;
  search?: string;
  page: number;
  pageSize: number;
}

export class ListShipmentsQuery extends Query<ShipmentList> {
  constructor(readonly filter: ShipmentFilter) {
    super();
  }
}
