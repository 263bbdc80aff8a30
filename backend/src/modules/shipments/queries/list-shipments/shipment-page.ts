/**
 * One page of the list in one statement: the page's ids come from the indexes however deep the page
 * (an index-only walk past the skipped rows), then only those rows are read, in the page's order.
 * Its last two parameters are the limit and the offset. bench/lib/bare-server.mjs issues it too.
 */
export const shipmentPageSql = (where: string, order: string) => `
  select t.id, t.tmp_number, t.workflow_step, t.container_door, t.dock_location, t.floor_lead_id, t.seal_number,
         t.temp_recorder_id, t.estimated_completion, t.actual_completion, t.progress_percentage, t.notes, t.created_at, t.updated_at
    from unnest(array(select s.id from shipments s where ${where} order by ${order} limit ? offset ?)) with ordinality as page(id, n)
    join shipments t on t.id = page.id
   order by page.n`;
