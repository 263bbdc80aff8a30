import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { utils, write } from 'xlsx';
import { shipmentFilterClause, type ShipmentFilter } from '../../../shipments/queries/list-shipments/shipment-filter.js';
import { csvLine, EXPORT_HEADERS, exportCells, type ExportRow } from '../../domain/shipment-export.js';

const BATCH = 2_000;

/**
 * The shipments export (DECISIONS 11): the list's filters, newest first, read in keyset batches
 * so memory stays flat however many shipments match.
 */
@Injectable()
export class ShipmentExporter {
  constructor(private readonly orm: MikroORM) {}

  async *rows(filter: ShipmentFilter): AsyncGenerator<ExportRow> {
    const where = shipmentFilterClause(filter);
    const em = this.orm.em.fork();
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const keyset: { sql: string; params: unknown[] } = after
        ? { sql: '(s.created_at, s.id) < (?::timestamptz, ?::uuid)', params: [after.createdAt, after.id] }
        : { sql: 'true', params: [] };
      const batch = await em.execute<ExportRow[]>(
        `select s.id, s.tmp_number, s.status, s.container_door, s.dock_location, s.seal_number, s.temp_recorder_id,
                s.estimated_completion, s.actual_completion, s.progress_percentage, s.created_at,
                (select string_agg(po.po_number, ', ' order by po.po_number) from purchase_orders po where po.shipment_id = s.id) as po_numbers,
                (select string_agg(distinct po.driver_name, ', ') from purchase_orders po where po.shipment_id = s.id) as drivers,
                (select coalesce(sum(po.late_fees_owed), 0)::numeric(10, 2)::text from purchase_orders po where po.shipment_id = s.id) as late_fees
         from shipments s where ${where.sql} and ${keyset.sql}
         order by s.created_at desc, s.id desc limit ${BATCH}`,
        [...where.params, ...keyset.params],
      );
      for (const row of batch) yield row;
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { createdAt: new Date(last.created_at).toISOString(), id: last.id };
    }
  }

  async *csv(filter: ShipmentFilter): AsyncGenerator<string> {
    yield '\ufeff' + csvLine(EXPORT_HEADERS);
    for await (const row of this.rows(filter)) yield csvLine(exportCells(row));
  }

  /** The workbook is assembled by SheetJS in memory (it cannot stream .xlsx); rows are still read in batches. */
  async xlsx(filter: ShipmentFilter): Promise<Buffer> {
    const sheet = utils.aoa_to_sheet([EXPORT_HEADERS]);
    let batch: (string | number)[][] = [];
    for await (const row of this.rows(filter)) {
      batch.push(exportCells(row));
      if (batch.length === BATCH) {
        utils.sheet_add_aoa(sheet, batch, { origin: -1 });
        batch = [];
      }
    }
    if (batch.length) utils.sheet_add_aoa(sheet, batch, { origin: -1 });
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, sheet, 'Shipments');
    return write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  }
}
