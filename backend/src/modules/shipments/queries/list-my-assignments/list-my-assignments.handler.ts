import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { MyAssignment } from '@dockflow/contracts';
import { isSent, toMyAssignment } from '../../domain/crew-instructions.js';
import { Shipment } from '../../domain/shipment.entity.js';
import { OtrAssignment } from '../../domain/workflow-records.entity.js';
import { toOtrAssignmentView } from '../../domain/workflow-views.js';
import { ListMyAssignmentsQuery } from './list-my-assignments.query.js';

/**
 * GET /api/my-assignments (docs/product.md §8.4): the signed-in user's sent crew instructions, as OTR
 * driver or forklift operator; active shipments first, then the most recently sent.
 */
@QueryHandler(ListMyAssignmentsQuery)
export class ListMyAssignmentsHandler implements IQueryHandler<ListMyAssignmentsQuery, MyAssignment[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId }: ListMyAssignmentsQuery): Promise<MyAssignment[]> {
    const em = this.orm.em.fork();
    const rows = await em.find(OtrAssignment, { instructionsSent: true, $or: [{ otrDriverId: userId }, { forkliftOperatorId: userId }] });
    const shipments = new Map((await em.find(Shipment, { id: { $in: rows.map((row) => row.shipmentId) } })).map((shipment) => [shipment.id, shipment]));
    return rows
      .map(toOtrAssignmentView)
      .filter(isSent)
      .flatMap((view) => {
        const shipment = shipments.get(view.shipmentId);
        return shipment ? [toMyAssignment(shipment, view, userId)] : [];
      })
      .sort((a, b) => Number(b.active) - Number(a.active) || b.sentAt.localeCompare(a.sentAt));
  }
}
