import { DomainEventRecord } from '../modules/events/domain/domain-event.entity.js';
import { PurchaseOrder } from '../modules/shipments/domain/purchase-order.entity.js';
import { Shipment } from '../modules/shipments/domain/shipment.entity.js';
import {
  ContainerLoadingRecord,
  CountConfirmation,
  OtrAssignment,
  SpotterTask,
} from '../modules/shipments/domain/workflow-records.entity.js';
import { User } from '../modules/users/domain/user.entity.js';

export const ENTITIES = [
  User,
  Shipment,
  PurchaseOrder,
  ContainerLoadingRecord,
  OtrAssignment,
  CountConfirmation,
  SpotterTask,
  DomainEventRecord,
];
