import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { readRows } from '../../../../database/read-rows.js';
import { findPoSearchMatches, shipmentFilterClause, shownStatusSql, type ShipmentFilter } from '../../../shipments/shipments.public.js';
import { csvCells, csvLine, exportHeaders, xlsxCells, type ExportRow } from '../../domain/shipment-export.js';
import { streamXlsx } from '../../domain/xlsx-stream.js';

const BATCH = 2_000;

/**
 * The shipments export (docs/product.md §12.3): the list's filters, newest first, read in keyset batches
 * so memory stays flat however many shipments match.
 */
@Injectable()
export class ShipmentExporter {
  constructor(private readonly orm: MikroORM) {}

  /**
   * The matching shipments, newest first, with the status shown at `now`. The first batch is read before this resolves, so a
   * failing database is answered as an error before any byte of the file has been sent.
   */
  async open(filter: ShipmentFilter, now: Date): Promise<AsyncIterable<ExportRow>> {
    const where = shipmentFilterClause(filter, now, await findPoSearchMatches(filter, (sql, parameters) => readRows(this.orm, sql, parameters)));
    const batchAfter = (after: ExportRow | null) => {
      const keyset = after
        ? { sql: '(s.created_at, s.id) < (?::timestamptz, ?::uuid)', params: [new Date(after.created_at).toISOString(), after.id] }
        : { sql: 'true', params: [] };
      return readRows<ExportRow>(this.orm,
        `select s.id, s.tmp_number, ${shownStatusSql('s')} as status, s.container_door, s.dock_location, s.seal_number, s.temp_recorder_id,
                s.estimated_completion, s.actual_completion, s.progress_percentage, s.created_at,
                po.po_numbers, po.drivers, po.late_fees, po.pieces, po.pallets, po.net_weight, po.gross_weight, po.first_check_in, po.last_release,
                rows.loading_started, rows.loading_finished, counts.counted, counts.discrepancy
         from shipments s
         left join lateral (
           select string_agg(p.po_number, ', ' order by p.po_number) as po_numbers, string_agg(distinct p.driver_name, ', ') as drivers,
                  coalesce(sum(p.late_fees_owed), 0)::numeric(10, 2)::text as late_fees, sum(p.pieces)::int as pieces, sum(p.pallets)::int as pallets,
                  sum(p.net_weight)::text as net_weight, sum(p.gross_weight)::text as gross_weight,
                  min(p.check_in_time) as first_check_in, max(p.released_at) as last_release
           from purchase_orders p where p.shipment_id = s.id) po on true
         left join lateral (
           select min(r.completed_at) as loading_started, max(r.completed_at) as loading_finished
           from container_loading_records r where r.shipment_id = s.id) rows on true
         -- each PO's latest count (a recount replaces the figure)
         left join lateral (
           select sum(latest.actual_quantity)::int as counted, sum(latest.discrepancy)::int as discrepancy
           from (select distinct on (c.po_id) c.actual_quantity, c.discrepancy from count_confirmations c
                 where c.shipment_id = s.id order by c.po_id, c.confirmed_at desc nulls last, c.created_at desc) latest) counts on true
         where ${where.sql} and ${keyset.sql}
         order by s.created_at desc, s.id desc limit ${BATCH}`,
        [now, ...where.params, ...keyset.params],
      );
    };
    const first = await batchAfter(null);
    return (async function* () {
      for (let batch = first; ; batch = await batchAfter(batch[batch.length - 1]!)) {
        yield* batch;
        if (batch.length < BATCH) return;
      }
    })();
  }

  async *csv(rows: AsyncIterable<ExportRow>, timeZone: string): AsyncGenerator<string> {
    yield '\ufeff' + csvLine(exportHeaders(timeZone));
    for await (const row of rows) yield csvLine(csvCells(row, timeZone));
  }

  /** Streamed: SheetJS can only build whole workbooks in memory, which a 100,000-shipment export must not need. */
  xlsx(rows: AsyncIterable<ExportRow>, now: Date, timeZone: string): AsyncGenerator<Buffer> {
    return streamXlsx('Shipments', exportHeaders(timeZone), mapRows(rows, (row) => xlsxCells(row, timeZone)), now);
  }
}

async function* mapRows<T, U>(rows: AsyncIterable<T>, map: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield map(row);
}
