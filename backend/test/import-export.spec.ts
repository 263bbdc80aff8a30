import supertest from 'supertest';
import { read, SSF, utils, write, type CellObject, type WorkSheet } from 'xlsx';
import type { ImportResult } from '@dockflow/contracts';
import { DockScheduleImportProcessor } from '../src/modules/dock-schedule/dock-schedule-import.processor.js';
import { ExportSlots } from '../src/modules/dock-schedule/export-slots.js';
import { connectSocket, fileBody, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { toMinute, wallClockText } from './support/test-clock.js';
import { as } from './support/workflow.js';
import { deflatedZeros, zip, zipDeflated } from './support/zip.js';

type Cell = string | number | Date | null | CellObject;
const HEADERS = ['TMP Number', 'Container Door', 'Dock Location', 'Estimated Completion', 'PO Numbers'];

function workbook(rows: Cell[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const sheet: WorkSheet = utils.aoa_to_sheet([HEADERS, ...rows], { cellDates: true });
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Schedule');
  return write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

/** The same sheet as an OpenDocument spreadsheet: a zip too, which SheetJS would read. */
function openDocumentFile(rows: Cell[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([HEADERS, ...rows]), 'Schedule');
  return write(book, { type: 'buffer', bookType: 'ods' }) as Buffer;
}

describe('dock schedule import and shipment export (issue 7)', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;
  // ETAs ahead of the test clock, written as the site's wall-clock text a schedule holds.
  let etaTomorrow: Date;
  let etaLater: Date;

  beforeAll(async () => {
    test = await startTestApp({ SITE_TIMEZONE: 'America/Chicago' });
    etaTomorrow = toMinute(test.clock.in({ hours: 24 }));
    etaLater = toMinute(test.clock.in({ hours: 50 }));
    await register(test, 'import-admin');
    operator = await registerWithRole(test, 'import-operator', 'operator');
    viewer = await register(test, 'import-viewer');
  });
  afterAll(() => test.close());

  const upload = (account: Account, content: Buffer, fileName = 'schedule.xlsx') =>
    supertest(test.origin).post('/api/dock-schedule/import').set('cookie', account.cookie).attach('file', content, fileName);

  it('imports valid rows as pending shipments with POs and events, naming each refused row', async () => {
    const file = workbook([
      ['TMP-IMP-1', '1A', 'Dock A', wallClockText(etaTomorrow, 'America/Chicago').iso, 'PO-IMP-1, PO-IMP-2'],
      [null, null, null, null, null],
      ['', '2B', 'Dock B', null, null],
      ['TMP-IMP-2', '9Z', 'Dock A', null, null],
      ['TMP-IMP-3', '2b', 'C', test.clock.in({ hours: 30 }), 'PO-IMP-3'],
      ['TMP-IMP-4', '3C', 'Dock A', 'next tuesday', null],
      ['TMP-IMP-7', '3C', 'Dock A', '2026-02-30 10:00', null],
      ['TMP-IMP-8', '3C', 'Dock A', '9999-12-31T23:59:59-23:59', null],
      ['TMP-IMP-1', '1B', 'Dock A', null, null],
      [{ t: 's', v: 'TMP-IMP-5', f: 'CONCAT("TMP-IMP-","5")' }, '1C', 'Dock D', wallClockText(etaLater, 'America/Chicago').us, null],
    ]);
    const response = await upload(operator, file).expect(201);
    const result = response.body as ImportResult;
    expect(result).toEqual({
      success: 3,
      total: 9,
      errors: [
        'Row 4: TMP number is required',
        'Row 5: container door "9Z" is not one of 1A, 2A, 3A, 1B, 2B, 3B, 1C, 2C, 3C',
        'Row 7: estimated completion "next tuesday" is not a date',
        'Row 8: estimated completion "2026-02-30 10:00" is not a date',
        'Row 9: estimated completion "9999-12-31T23:59:59-23:59" is not a date',
        'Row 10: TMP-IMP-1 already appears on row 2',
      ],
    });
    const rows = await test.sql<{ tmp_number: string; status: string; container_door: string; dock_location: string; estimated_completion: Date }>(
      "select tmp_number, status, container_door, dock_location, estimated_completion from shipments where tmp_number like 'TMP-IMP-%' order by tmp_number",
    );
    expect(rows.map((row) => [row.tmp_number, row.status, row.container_door, row.dock_location])).toEqual([
      ['TMP-IMP-1', 'pending', '1A', 'Dock A'],
      ['TMP-IMP-3', 'pending', '2B', 'Dock C'],
      ['TMP-IMP-5', 'pending', '1C', 'Dock D'],
    ]);
    // Wall-clock times are the site's, not the server's.
    expect(rows[0]!.estimated_completion.toISOString()).toBe(etaTomorrow.toISOString());
    expect(rows[2]!.estimated_completion.toISOString()).toBe(etaLater.toISOString());
    expect(await test.sql("select po_number from purchase_orders where po_number like 'PO-IMP-%' order by po_number")).toEqual([
      { po_number: 'PO-IMP-1' },
      { po_number: 'PO-IMP-2' },
      { po_number: 'PO-IMP-3' },
    ]);
    expect(await test.sql("select count(*)::int as n from domain_events where type = 'ShipmentScheduled'")).toEqual([{ n: 3 }]);
  });

  it('re-imports without duplicates: pending ones are updated, unchanged ones untouched, started ones reported', async () => {
    await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-IMP-3', containerDoor: '2B', dockLocation: 'Dock C' }).expect(201);
    const file = workbook([
      ['TMP-IMP-1', '3A', 'Dock B', wallClockText(etaTomorrow, 'America/Chicago').iso, 'PO-IMP-1'],
      ['TMP-IMP-3', '1A', 'Dock A', null, null],
      ['TMP-IMP-5', '1C', 'Dock D', wallClockText(etaLater, 'America/Chicago').us, null],
      ['TMP-IMP-6', '1A', 'Dock A', null, 'PO-IMP-3'],
    ]);
    const response = await upload(operator, file).expect(201);
    expect(response.body).toEqual({
      success: 2,
      total: 4,
      errors: ['Row 3: Shipment TMP-IMP-3 is at Container Check-In; a schedule import expects Pending.', 'Row 5: PO PO-IMP-3 already belongs to another shipment.'],
    });
    expect(await test.sql("select count(*)::int as n from shipments where tmp_number like 'TMP-IMP-%'")).toEqual([{ n: 3 }]);
    expect(await test.sql("select container_door, dock_location from shipments where tmp_number = 'TMP-IMP-1'")).toEqual([{ container_door: '3A', dock_location: 'Dock B' }]);
    expect(await test.sql("select po_number from purchase_orders where po_number in ('PO-IMP-1', 'PO-IMP-2') order by 1")).toEqual([{ po_number: 'PO-IMP-1' }]);
    expect(await test.sql("select count(*)::int as n from domain_events where type = 'ShipmentScheduled'")).toEqual([{ n: 4 }]);
  });

  it('applies a job delivered twice once', async () => {
    const processor = test.app.get(DockScheduleImportProcessor);
    const data = { fileName: 'twice.xls', content: workbook([['TMP-TWICE', '2C', 'Dock B', null, 'PO-TWICE']], 'biff8'), uploaderId: operator.id };
    const first = await processor.process(data, () => undefined);
    const second = await processor.process(data, () => undefined);
    expect(first).toEqual({ success: 1, total: 1, errors: [] });
    expect(second).toEqual(first);
    expect(await test.sql("select count(*)::int as n from shipments where tmp_number = 'TMP-TWICE'")).toEqual([{ n: 1 }]);
    expect(await test.sql("select count(*)::int as n from domain_events where payload->>'tmpNumber' = 'TMP-TWICE'")).toEqual([{ n: 1 }]);
  });

  it('pushes the job’s progress to the uploader’s screens', async () => {
    const socket = connectSocket(test, operator.cookie);
    await waitForConnect(socket);
    try {
      const seen: number[] = [];
      socket.on('import.progress', (payload: { percent: number }) => seen.push(payload.percent));
      const done = nextEvent<{ percent: number }>(socket, 'import.progress', (payload) => payload.percent === 100);
      await upload(operator, workbook([['TMP-PROGRESS', '1A', 'Dock A', null, null]])).expect(201);
      await done;
      expect(seen[0]).toBeLessThan(100);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    } finally {
      socket.close();
    }
  });

  it('reads the legacy .xls format', async () => {
    const response = await upload(operator, workbook([['TMP-XLS', '3B', 'Dock C', null, null]], 'biff8'), 'legacy.xls').expect(201);
    expect(response.body).toEqual({ success: 1, total: 1, errors: [] });
  });

  it('refuses a TMP number with an invisible character, and quotes a refused cell short and visible', async () => {
    const response = await upload(operator, workbook([['TMP-\u202EBIDI', null, null, null, null], ['TMP-QUOTE', `9Z\u0007${'x'.repeat(60)}`, null, null, null]])).expect(201);
    expect(response.body).toEqual({
      success: 0,
      total: 2,
      errors: ['Row 2: TMP number must not contain control or invisible characters', `Row 3: container door "9Z\uFFFD${'x'.repeat(37)}…" is not one of 1A, 2A, 3A, 1B, 2B, 3B, 1C, 2C, 3C`],
    });
  });

  it('refuses a file naming more than 100,000 PO numbers with 422, storing nothing', async () => {
    const rows = Array.from({ length: 20_000 }, (_, row) => [`TMP-POS-${row}`, null, null, null, Array.from({ length: 6 }, (_, po) => `P${row}-${po}`).join(',')]);
    const response = await upload(operator, workbook(rows)).expect(422);
    expect(response.body.message).toBe('The schedule names more than 100,000 PO numbers; split it into smaller files.');
    expect(await test.sql("select 1 from shipments where tmp_number like 'TMP-POS-%'")).toEqual([]);
  }, 60_000);

  it('answers a 20,000-row file whose every cell is one 32,000-character text with one short error per row', async () => {
    // One shared string makes a small file; copied whole into each row's error it would be 640 MB.
    const huge = `${'\u202E'.repeat(10)}${'y'.repeat(32_000)}`;
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([HEADERS, ...Array.from({ length: 20_000 }, (_, index) => [`TMP-HUGE-${index}`, huge, huge, huge, huge])]), 'Schedule');
    const file = write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(operator, file).expect(201);
    expect(response.body.success).toBe(0);
    expect(response.body.errors).toHaveLength(20_000);
    expect(response.body.errors[0]).toBe('Row 2: column B is longer than 100 characters');
    expect(JSON.stringify(response.body).length).toBeLessThan(2_000_000);
    expect(await test.sql("select 1 from shipments where tmp_number like 'TMP-HUGE-%'")).toEqual([]);
  }, 60_000);

  describe('guards, each leaving nothing behind', () => {
    const count = async () => (await test.sql<{ n: number }>('select count(*)::int as n from shipments'))[0]!.n;

    it.each([
      { kind: 'a .csv name', content: Buffer.from('TMP,1A'), fileName: 'schedule.csv', status: 415, message: 'Please select an Excel file (.xlsx or .xls)' },
      { kind: 'a text file named .xlsx', content: Buffer.from('not a spreadsheet at all'), fileName: 'schedule.xlsx', status: 415, message: 'The file is named .xlsx but is not an Excel workbook.' },
      { kind: 'a text file named .xls', content: Buffer.from('not a spreadsheet at all'), fileName: 'schedule.xls', status: 415, message: 'The file is named .xls but is not an Excel 97-2003 workbook.' },
      {
        kind: 'an OpenDocument spreadsheet named .xlsx (a zip, but no xl/ folder)',
        content: openDocumentFile([['TMP-ODS']]),
        fileName: 'schedule.xlsx',
        status: 415,
        message: 'The file is named .xlsx but is not an Excel workbook.',
      },
    ])('refuses $kind with $status', async ({ content, fileName, status, message }) => {
      const before = await count();
      const response = await upload(operator, content, fileName).expect(status);
      expect(response.body).toMatchObject({ statusCode: status, message });
      expect(await count()).toBe(before);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const response = await upload(operator, Buffer.alloc(5 * 1024 * 1024 + 10, 0x50)).expect(413);
      expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    });

    it('imports the rows below 20,000 and more empty rows, numbering them as the sheet does', async () => {
      const rows: Cell[][] = [['TMP-GAP-1']];
      rows[29_998] = ['TMP-GAP-2']; // row 30,000 of the sheet
      rows[29_999] = ['TMP-GAP-3', 'ZZ'];
      const response = await upload(operator, workbook(rows)).expect(201);
      expect(response.body).toEqual({ success: 2, total: 3, errors: ['Row 30001: container door "ZZ" is not one of 1A, 2A, 3A, 1B, 2B, 3B, 1C, 2C, 3C'] });
      expect(await test.sql("select tmp_number from shipments where tmp_number like 'TMP-GAP-%' order by 1")).toEqual([{ tmp_number: 'TMP-GAP-1' }, { tmp_number: 'TMP-GAP-2' }]);
      await test.sql("delete from shipments where tmp_number like 'TMP-GAP-%'"); // the export below lists the pending ones
    });

    it('refuses more than 20,000 data rows with 422', async () => {
      const rows = Array.from({ length: 20_001 }, (_, index) => [`TMP-MANY-${index}`]);
      const response = await upload(operator, workbook(rows)).expect(422);
      expect(response.body.message).toBe('The schedule has more than 20,000 data rows; split it into smaller files.');
      expect(await test.sql("select 1 from shipments where tmp_number = 'TMP-MANY-0'")).toEqual([]);
    });

    it('refuses a workbook that expands unreasonably (a zip bomb) with 422 before parsing it', async () => {
      // 60 MB of one repeated byte deflates to about 60 KB: a thousandfold expansion.
      const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) }]);
      const response = await upload(operator, bomb).expect(422);
      expect(response.body.message).toMatch(/^The workbook expands to \d+ MB, too large for a \d+ KB file\.$/);
    });

    it('refuses a workbook whose zip directory lies about its sizes within 5 s, answering others meanwhile within 1 s', async () => {
      // Declares 1,314 bytes, inflates to 1 GB: the directory check passes, inflating must not.
      const liar = zipDeflated([{ name: 'xl/worksheets/sheet1.xml', compressed: deflatedZeros(1024), declaredSize: 1314, crc: 0 }]);
      expect(liar.length).toBeLessThan(2 * 1024 * 1024);
      const started = performance.now();
      let answered = false;
      const refused = upload(operator, liar).then((response) => {
        answered = true;
        return { response, ms: performance.now() - started };
      });
      const others: number[] = [];
      while (!answered) {
        const asked = performance.now();
        await supertest(test.origin).get('/api/dashboard/stats').set('cookie', viewer.cookie).expect(200);
        others.push(performance.now() - asked);
      }
      const { response, ms } = await refused;
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(/^The workbook expands to more than \d+ MB, too large for a \d+ KB file\.$/);
      // Inflating the whole file takes 8-10 s; the budget stops it in well under a second on a quiet instance,
      // and in up to 2.4 s while parallel test files share the two cores.
      expect(ms).toBeLessThan(5000);
      expect(others.length).toBeGreaterThan(0);
      // Parsing on the main thread held every other answer for the whole 8-10 s. Parallel test files share
      // the two cores, so answers here take 20-300 ms; the 200 ms figure on a quiet instance is a benchmark's
      // (docs/reliability.md), not a test's.
      expect(Math.max(...others)).toBeLessThan(1000);
    });

    it('refuses viewers', async () => {
      await upload(viewer, workbook([['TMP-VIEWER']])).expect(403);
    });
  });

  describe('export', () => {
    it('downloads an .xlsx of the filtered shipments that reads back, formulas escaped', async () => {
      await test.sql("update shipments set notes = 'x', seal_number = '=cmd|calc' where tmp_number = 'TMP-IMP-1'");
      const response = await supertest(test.origin)
        .get('/api/export/shipments?status=pending')
        .set('cookie', viewer.cookie)
        .buffer(true)
        .parse(fileBody)
        .expect(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="dockflow-shipments-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const sheet = read(response.body as Buffer, { type: 'buffer' });
      const rows = utils.sheet_to_json<Record<string, string | number>>(sheet.Sheets[sheet.SheetNames[0]!]!);
      const imp1 = rows.find((row) => row['TMP Number'] === 'TMP-IMP-1')!;
      expect(imp1).toMatchObject({ Status: 'Pending', 'Container Door': '3A', Dock: 'Dock B', 'Seal Number': "'=cmd|calc", 'PO Numbers': 'PO-IMP-1', 'Late Fees ($)': 0 });
      expect(rows.every((row) => row.Status === 'Pending')).toBe(true);
      expect(rows.map((row) => row['TMP Number']).sort()).toEqual(['TMP-IMP-1', 'TMP-IMP-5', 'TMP-PROGRESS', 'TMP-TWICE', 'TMP-XLS']);
    });

    it('answers 429 while the same user’s export is being prepared, and serves it once that one is done', async () => {
      const release = test.app.get(ExportSlots).take(viewer.id);
      const refused = await supertest(test.origin).get('/api/export/shipments?format=csv').set('cookie', viewer.cookie).expect(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Your export is still being prepared; try again when it has downloaded.' });
      expect(refused.headers['retry-after']).toBe('5');
      release();
      await supertest(test.origin).get('/api/export/shipments?format=csv').set('cookie', viewer.cookie).expect(200);
    });

    it('shows a refusal to the export’s browser window as a page, not JSON, with the same status and message', async () => {
      const release = test.app.get(ExportSlots).take(viewer.id);
      try {
        const refused = await supertest(test.origin)
          .get('/api/export/shipments')
          .set('cookie', viewer.cookie)
          .set('sec-fetch-mode', 'navigate')
          .set('accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
          .expect(429);
        expect(refused.headers['content-type']).toMatch(/^text\/html/);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.text).toContain('<h1>Too Many Requests</h1>');
        expect(refused.text).toContain('<p>Your export is still being prepared; try again when it has downloaded.</p>');
        expect(refused.text).toContain('<a href="/">Back to DockFlow</a>');
      } finally {
        release();
      }
      // Signed out (the window opened after the session ended): the page says so.
      const signedOut = await supertest(test.origin).get('/api/export/shipments').set('sec-fetch-mode', 'navigate').expect(401);
      expect(signedOut.text).toContain('<h1>Unauthorized</h1>');
      // The app's own calls still get the one JSON shape, whatever they accept (a wall display's read of its board accepts HTML too).
      const called = await supertest(test.origin).get('/api/export/shipments').set('sec-fetch-mode', 'cors').set('accept', 'text/plain, text/html, */*').expect(401);
      expect(called.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    });

    it('downloads CSV with format=csv, honouring the search', async () => {
      const response = await supertest(test.origin).get('/api/export/shipments?format=csv&search=PO-IMP-1').set('cookie', viewer.cookie).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const lines = response.text.replace(/^\ufeff/, '').trim().split('\r\n');
      expect(lines[0]).toBe(
        'TMP Number,Status,Container Door,Dock,Seal Number,Temp Recorder,ETA (America/Chicago),Completed (America/Chicago),Progress %,PO Numbers,Drivers,Late Fees ($),' +
          'Pieces,Pallets,Net Weight (lbs),Gross Weight (lbs),Truck Check-In (America/Chicago),Released (America/Chicago),' +
          'Loading Started (America/Chicago),Loading Finished (America/Chicago),Counted,Count Discrepancy',
      );
      expect(lines).toHaveLength(2);
      // ISO 8601 on the site's wall clock with its offset (November: CST, -06:00), the same instant.
      const eta = `${wallClockText(etaTomorrow, 'America/Chicago').iso.replace(' ', 'T')}:00-06:00`;
      expect(new Date(eta).getTime()).toBe(etaTomorrow.getTime());
      expect(lines[1]).toBe(`TMP-IMP-1,Pending,3A,Dock B,'=cmd|calc,,${eta},,0,PO-IMP-1,,0.00,,,,,,,,,,`);
    });

    it('writes real types in the .xlsx: times as Excel dates on the site clock, fees and counts as numbers', async () => {
      await test.sql("update purchase_orders set late_fees_owed = 150.5 where po_number = 'PO-IMP-1'");
      const response = await supertest(test.origin).get('/api/export/shipments?search=TMP-IMP-1').set('cookie', viewer.cookie).buffer(true).parse(fileBody).expect(200);
      const sheet = read(response.body as Buffer, { type: 'buffer', cellNF: true }).Sheets.Shipments!;
      const header = utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
      const cell = (title: string) => sheet[utils.encode_cell({ r: 1, c: header.indexOf(title) })] as CellObject;

      const eta = cell('ETA (America/Chicago)');
      expect(eta.t).toBe('n');
      expect(eta.z).toMatch(/d.*h/);
      const shown = SSF.parse_date_code(eta.v as number);
      const expected = wallClockText(etaTomorrow, 'America/Chicago').iso;
      const pad = (value: number) => String(value).padStart(2, '0');
      expect(`${shown.y}-${pad(shown.m)}-${pad(shown.d)} ${pad(shown.H)}:${pad(shown.M)}`).toBe(expected);
      expect(cell('Late Fees ($)')).toMatchObject({ t: 'n', v: 150.5, w: '150.50' });
      expect(cell('Progress %')).toMatchObject({ t: 'n', v: 0 });
      await test.sql("update purchase_orders set late_fees_owed = 0 where po_number = 'PO-IMP-1'");
    });

    it('streams an export of several read batches as an .xlsx that reads back whole, odd characters kept', async () => {
      await test.sql(
        `insert into shipments (tmp_number, container_door, dock_location, notes, seal_number, progress_percentage, created_at)
         select 'TMP-BULK-' || lpad(n::text, 5, '0'), '2C', 'Dock C', 'bulk', case when n = 7 then 'A&B <"x"> ' end, n % 101,
                $1::timestamptz - n * interval '1 second'
         from generate_series(1, 4500) n`,
        [test.clock.now()],
      );
      const response = await supertest(test.origin)
        .get('/api/export/shipments?search=TMP-BULK')
        .set('cookie', viewer.cookie)
        .buffer(true)
        .parse(fileBody)
        .expect(200);
      const book = read(response.body as Buffer, { type: 'buffer' });
      expect(book.SheetNames).toEqual(['Shipments']);
      const rows = utils.sheet_to_json<Record<string, string | number>>(book.Sheets.Shipments!);
      expect(rows).toHaveLength(4500);
      expect(rows[0]).toMatchObject({ 'TMP Number': 'TMP-BULK-00001', Dock: 'Dock C', 'Progress %': 1 });
      expect(rows[4499]).toMatchObject({ 'TMP Number': 'TMP-BULK-04500', 'Progress %': 4500 % 101 });
      expect(rows[6]!['Seal Number']).toBe('A&B <"x"> ');
    });
  });

  // After the export's tests: they list every shipment the imports above stored.
  describe('a row that names too many POs', () => {
    it('refuses a row of more than 50 PO numbers, as check-in does', async () => {
      const numbers = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}-${index}`).join(',');
      const response = await upload(operator, workbook([['TMP-MANYPO-1', null, null, null, numbers(51, 'PO-MANY-A')], ['TMP-MANYPO-2', null, null, null, numbers(50, 'PO-MANY-B')]])).expect(201);
      expect(response.body).toEqual({ success: 1, total: 2, errors: ['Row 2: At most 50 PO numbers per shipment'] });
      expect(await test.sql("select count(*)::int as n from purchase_orders where po_number like 'PO-MANY-%'")).toEqual([{ n: 50 }]);
    });
  });

  describe('a file written a slice at a time while the next rows are checked', () => {
    // 1,200 rows: three slices of the write. Row 2 changes an existing shipment; the rest are new.
    const rows = (changed: Cell[], at: number, late: Cell[]) =>
      Array.from({ length: 1_200 }, (_, index): Cell[] => (index === 0 ? changed : index === at ? late : [`TMP-SLICE-${index}`, '1A', 'Dock A', null, null]));

    it('writes in the file’s order: a PO number an early row lets go is taken by a row two slices later', async () => {
      await upload(operator, workbook([['TMP-SLICE-KEEP', '1A', 'Dock A', null, 'PO-SLICE-MOVED']])).expect(201);
      const file = workbook(rows(['TMP-SLICE-KEEP', '1A', 'Dock A', null, 'PO-SLICE-KEPT'], 1_150, ['TMP-SLICE-TAKER', '2A', 'Dock B', null, 'PO-SLICE-MOVED']));
      const response = await upload(operator, file).expect(201);
      expect(response.body).toEqual({ success: 1_200, total: 1_200, errors: [] });
      expect(await test.sql("select s.tmp_number, p.po_number from purchase_orders p join shipments s on s.id = p.shipment_id where p.po_number like 'PO-SLICE-%' order by 2")).toEqual([
        { tmp_number: 'TMP-SLICE-KEEP', po_number: 'PO-SLICE-KEPT' },
        { tmp_number: 'TMP-SLICE-TAKER', po_number: 'PO-SLICE-MOVED' },
      ]);
      expect(await test.sql("select count(*)::int as n from domain_events e join shipments s on s.id = e.shipment_id where s.tmp_number like 'TMP-SLICE-%'")).toEqual([{ n: 1_201 }]);
    });

    it('stores nothing of the file when the database refuses its last slice, and imports the next file whole', async () => {
      await test.sql(`create function refuse_slice_test() returns trigger language plpgsql as $$
        begin if new.tmp_number = 'TMP-REFUSED-LAST' then raise exception 'refused by the test'; end if; return new; end $$`);
      await test.sql('create trigger refuse_slice_test before insert on shipments for each row execute function refuse_slice_test()');
      try {
        const file = workbook(rows(['TMP-REFUSED-0', '1A', 'Dock A', null, 'PO-REFUSED-0'], 1_199, ['TMP-REFUSED-LAST', '1A', 'Dock A', null, null]).map((row) => [String(row[0]).replace('SLICE', 'REFUSED'), ...row.slice(1)]));
        const response = await upload(operator, file);
        // Run in process or by the queue's worker (after its retries), the same answer, none of the database's words in it.
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.', code: 'INTERNAL' });
        expect(await test.sql("select count(*)::int as n from shipments where tmp_number like 'TMP-REFUSED-%'")).toEqual([{ n: 0 }]);
        expect(await test.sql("select count(*)::int as n from purchase_orders where po_number = 'PO-REFUSED-0'")).toEqual([{ n: 0 }]);
        expect(await test.sql("select count(*)::int as n from domain_events where payload->>'tmpNumber' like 'TMP-REFUSED-%'")).toEqual([{ n: 0 }]);
      } finally {
        await test.sql('drop trigger refuse_slice_test on shipments');
        await test.sql('drop function refuse_slice_test()');
      }
      const after = workbook(rows(['TMP-AFTER-0', '1A', 'Dock A', null, null], 1, ['TMP-AFTER-1', '1A', 'Dock A', null, null]).map((row) => [String(row[0]).replace('SLICE', 'AFTER'), ...row.slice(1)]));
      expect((await upload(operator, after).expect(201)).body).toEqual({ success: 1_200, total: 1_200, errors: [] });
    });
  });
});
