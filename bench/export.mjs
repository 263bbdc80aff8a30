// The shipments export at 100,000 shipments (issue 7): the app streams the .xlsx and the CSV while
// reading rows in batches, so its memory must not grow with the export. Printed: time, size and the
// app's peak resident memory growth (VmHWM) per format, beside the baseline: the same rows built into
// a workbook by SheetJS in memory (what the export did before), measured in this process.
//
//   npm run build && DATABASE_URL=postgres://... node bench/export.mjs [shipments]
// APP_NODE_OPTIONS=--max-old-space-size=96 runs the app with a capped heap: the streamed export
// still completes, which shows its growth is garbage not yet collected, not data held.
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import * as XLSX from 'xlsx';
import { registerAccount, startApp } from '../e2e/support.mjs';

const SHIPMENTS = Number(process.argv[2] ?? 100_000);
const MB = 1024 * 1024;
const HEADERS = ['TMP Number', 'Status', 'Container Door', 'Dock', 'Seal Number', 'Temp Recorder', 'ETA', 'Completed', 'Progress %', 'PO Numbers', 'Drivers', 'Late Fees'];

async function residentKb(pid, field) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]);
}

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into shipments (tmp_number, status, workflow_step, container_door, dock_location, seal_number, estimated_completion, progress_percentage, created_at)
      select 'TMP-EXP-' || lpad(n::text, 6, '0'), 'pending', 'pending', (1 + n % 3)::text || chr(65 + (n / 3) % 3), 'Dock ' || chr(65 + n % 3),
             'SEAL-' || n, now() + (n % 48) * interval '1 hour', 0, now() - n * interval '1 second'
      from generate_series(1, $1::int) n`, [SHIPMENTS]);
    await client.query(`
      insert into purchase_orders (shipment_id, po_number, driver_name)
      select id, 'PO-' || substr(tmp_number, 9), 'Driver ' || (abs(hashtext(tmp_number)) % 500) from shipments`);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function download(app, cookie, format) {
  const startedAt = performance.now();
  const response = await fetch(`${app.url}/api/export/shipments?format=${format}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { ms: performance.now() - startedAt, bytes };
}

/** The baseline: every row in memory, then one SheetJS workbook written to a buffer. */
async function sheetjsInMemory(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = process.memoryUsage().rss;
    const startedAt = performance.now();
    const { rows } = await client.query({
      text: `select s.tmp_number, s.status, s.container_door, s.dock_location, s.seal_number, '' as temp, s.estimated_completion::text,
               '' as done, s.progress_percentage, po.po_number, po.driver_name, '0.00' as fees
             from shipments s join purchase_orders po on po.shipment_id = s.id order by s.created_at desc`,
      rowMode: 'array',
    });
    const sheet = XLSX.utils.aoa_to_sheet([HEADERS, ...rows]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Shipments');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
    const peak = process.memoryUsage().rss;
    return { ms: performance.now() - startedAt, bytes: file.length, growthMb: (peak - before) / MB };
  } finally {
    await client.end();
  }
}

const app = await startApp(process.env.APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.APP_NODE_OPTIONS } : {});
try {
  await seed(app.databaseUrl);
  const { cookie } = await registerAccount(app, { username: 'bench-export', password: 'bench-password' });
  const results = [];
  for (const format of ['xlsx', 'csv']) {
    await writeFile(`/proc/${app.pid}/clear_refs`, '5'); // resets the peak (VmHWM) to the current RSS
    const baseKb = await residentKb(app.pid, 'VmRSS');
    const { ms, bytes } = await download(app, cookie, format);
    const peakKb = await residentKb(app.pid, 'VmHWM');
    results.push({ what: `app export, ${format} (streamed)`, ms, bytes, growthMb: Math.max(0, peakKb - baseKb) / 1024, peakMb: peakKb / 1024 });
  }
  const baseline = await sheetjsInMemory(app.databaseUrl);
  console.log(`\nExport of ${SHIPMENTS.toLocaleString('en')} shipments`);
  console.table([
    ...results.map(({ what, ms, bytes, growthMb, peakMb }) => ({ what, seconds: (ms / 1000).toFixed(1), 'file MB': (bytes / MB).toFixed(1), 'memory growth MB': growthMb.toFixed(0), 'app peak RSS MB': peakMb.toFixed(0) })),
    { what: 'baseline: SheetJS workbook in memory', seconds: (baseline.ms / 1000).toFixed(1), 'file MB': (baseline.bytes / MB).toFixed(1), 'memory growth MB': baseline.growthMb.toFixed(0), 'app peak RSS MB': '-' },
  ]);
  const xlsx = results[0];
  console.log(`ratio (streamed .xlsx memory growth / in-memory growth): ${(xlsx.growthMb / baseline.growthMb).toFixed(2)}; app peak RSS ${xlsx.peakMb.toFixed(0)} MB (target < 300 MB)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await app.stop();
}
