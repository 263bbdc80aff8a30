// The loading-row load of the benchmarks: POST /api/container-loading for the next free row of the
// shipments the seed (bench/seed.mjs) left at the loading step, each connection working through its own.

/** The seeded shipments at the loading step, each with the number of its next free row. */
export async function loadingShipments(db) {
  const { rows } = await db.query(`select s.id, count(r.id)::int + 1 as next from shipments s join container_loading_records r on r.shipment_id = s.id
    where s.workflow_step = 'loading' group by s.id order by s.id`);
  return rows;
}

/**
 * Each worker records the next free row of its own shipments, one shipment after another (a container
 * has 20 rows): `loadingRows(shipments, workers)(headers)` is runLoad's `next`.
 */
export function loadingRows(shipments, workers) {
  const queues = Array.from({ length: workers }, (_, worker) => shipments.filter((_, index) => index % workers === worker));
  return (headers) => (worker) => {
    const queue = queues[worker];
    while (queue.length && queue[0].next > 20) queue.shift();
    if (!queue.length) throw new Error('out of loading shipments: seed more or shorten the run');
    const shipment = queue[0];
    return { method: 'POST', path: '/api/container-loading', headers, body: { shipmentId: shipment.id, rowNumber: shipment.next++ } };
  };
}
