import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { read, utils } from 'xlsx';
import { fileBody, register, startTestApp, type Account, type TestApp } from './support/test-app.js';

// Issue 7: files made by a real spreadsheet program, where Debian's LibreOffice is installed
// (apt-get install libreoffice-calc-nogui): schedules it writes import, and exports it opens.
const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((candidate) => existsSync(candidate));
const withLibreOffice = SOFFICE ? describe : describe.skip;
if (!SOFFICE) console.info('libreoffice.spec: skipped, LibreOffice is not installed (apt-get install libreoffice-calc-nogui)');

const run = promisify(execFile);

/** Converts `content` (a file named `name`) with LibreOffice to `format` (e.g. "xlsx", "xls", "csv"). */
async function convert(content: Buffer | string, name: string, format: string, extension: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dockflow-lo-'));
  try {
    await writeFile(path.join(dir, name), content);
    // A profile of its own: two LibreOffice processes must never share one.
    await run(SOFFICE!, [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', format, '--outdir', dir, path.join(dir, name)], { timeout: 90_000 });
    return await readFile(path.join(dir, `${path.parse(name).name}.${extension}`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const asRows = (book: ReturnType<typeof read>) => utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });

withLibreOffice('files made and opened by LibreOffice', () => {
  let test: TestApp;
  let admin: Account;

  beforeAll(async () => {
    test = await startTestApp({ SITE_TIMEZONE: 'America/Chicago' });
    admin = await register(test, 'lo-admin');
  });
  afterAll(() => test.close());

  const upload = (content: Buffer, fileName: string) =>
    supertest(test.origin).post('/api/dock-schedule/import').set('cookie', admin.cookie).attach('file', content, fileName);

  const schedule = [
    'TMP Number,Container Door,Dock Location,Estimated Completion,PO Numbers',
    'TMP-LO-1,1A,Dock A,2026-11-22 14:30,"PO-LO-1, PO-LO-2"',
    'TMP-LO-2,2B,Dock B,,',
    ',3C,Dock C,,',
  ].join('\n');

  it.each([
    { format: 'xlsx', filter: 'xlsx:Calc MS Excel 2007 XML' },
    { format: 'xls', filter: 'xls:MS Excel 97' },
  ])('imports a schedule LibreOffice saved as .$format, dates as Excel dates', async ({ format, filter }) => {
    const file = await convert(schedule, `schedule-${format}.csv`, filter, format);
    const response = await upload(file, `schedule.${format}`).expect(201);
    expect(response.body).toEqual({ success: 2, total: 3, errors: ['Row 4: TMP number is required'] });
    const [stored] = await test.sql<{ estimated_completion: Date; pos: string }>(
      `select s.estimated_completion, string_agg(po.po_number, ',' order by po.po_number) as pos
       from shipments s join purchase_orders po on po.shipment_id = s.id where s.tmp_number = 'TMP-LO-1' group by s.id`,
    );
    // 14:30 at the site (America/Chicago, UTC-6 in November).
    expect(stored!.estimated_completion.toISOString()).toBe('2026-11-22T20:30:00.000Z');
    expect(stored!.pos).toBe('PO-LO-1,PO-LO-2');
  });

  it('writes an .xlsx export LibreOffice opens with the same cells as the CSV export', async () => {
    await test.sql("update shipments set seal_number = '=HYPERLINK(\"x\")', notes = 'A & B <c>' where tmp_number = 'TMP-LO-2'");
    const download = (format: string) =>
      supertest(test.origin)
        .get(`/api/export/shipments?format=${format}`)
        .set('cookie', admin.cookie)
        .buffer(true)
        .parse(fileBody)
        .expect(200);
    const xlsx = (await download('xlsx')).body as Buffer;
    const csv = ((await download('csv')).body as Buffer).toString('utf8').replace(/^\ufeff/, '');

    const reopened = await convert(xlsx, 'export.xlsx', 'csv:Text - txt - csv (StarCalc):44,34,76,1', 'csv');
    const fromLibreOffice = asRows(read(reopened.toString('utf8'), { type: 'string', raw: true }));
    const fromCsvExport = asRows(read(csv, { type: 'string', raw: true }));
    expect(fromLibreOffice).toEqual(fromCsvExport);
    expect(fromLibreOffice.find((row) => row[0] === 'TMP-LO-2')![4]).toBe('\'=HYPERLINK("x")');
  });
});
