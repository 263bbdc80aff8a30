import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { File as NodeFile } from 'node:buffer';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SOCKET_EVENTS, type ImportResult, type ImportStage } from '@dockflow/contracts';
import { renderRoute, type RouteUser } from '../../test/renderRoute';
import { socket } from '../../lib/socket';
import { jsonResponse, pendingResponse, stubFetch } from '../../test/fetchStub';
import { aUser } from '../../test/fixtures';
import { DockImportScreen } from './DockImportScreen';

const IMPORT = 'POST /api/dock-schedule/import';

function stubImport(routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator') {
  return stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role })), ...routes });
}

async function openScreen() {
  const rendered = renderRoute(<DockImportScreen />);
  await screen.findByRole('heading', { name: 'Dock Schedule Import' });
  return rendered;
}

function workbook(name = 'schedule.xlsx') {
  return new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function chooseFile(user: RouteUser, file: File) {
  await user.upload(screen.getByLabelText('Dock schedule file'), file);
}

const importButton = () => screen.getByRole('button', { name: /Import$/ });
const resultsPanel = () => screen.getByText('Import Results').closest<HTMLElement>('.ant-card')!;

const pageFormData = globalThis.FormData;

/**
 * jsdom's FormData is not one Node's Request can encode (it would send "[object FormData]"), so
 * a test that reads the multipart body swaps in Node's own FormData, and chooses a Node file to put in it.
 */
async function sendMultipartAsNodeDoes() {
  const multipart = new Response('--b--\r\n', { headers: { 'Content-Type': 'multipart/form-data; boundary=b' } });
  globalThis.FormData = (await multipart.formData()).constructor as typeof FormData;
}

const jsdomScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  globalThis.FormData = pageFormData;
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

/** Delivers an import.progress push as the server would to the uploader. */
function pushProgress(percent: number, stage: ImportStage) {
  act(() => {
    for (const listener of socket.listeners(SOCKET_EVENTS.importProgress)) listener({ percent, stage });
  });
}

describe('Dock Schedule Import', () => {
  it('explains the file format', async () => {
    stubImport();
    await openScreen();

    expect(screen.getByText('TMP number (required)')).toBeInTheDocument();
    expect(screen.getByText('PO numbers, separated by commas (optional; at most 50)')).toBeInTheDocument();
    expect(screen.getByText('Appointment of the POs the row adds: an Excel date or a date-time text (optional)')).toBeInTheDocument();
    expect(screen.getByText(/Importing a TMP number again updates its pending shipment/)).toBeInTheDocument();
    expect(screen.getByText(/Up to 5 MB and 20,000 rows per file; a cell holds at most 100 characters \(column E 1,000\)\./)).toBeInTheDocument();
  });

  it('keeps Import disabled until an Excel file is chosen', async () => {
    stubImport();
    const { user } = await openScreen();
    expect(importButton()).toBeDisabled();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await chooseFile(user, workbook('Dock Schedule.XLSX'));

    expect(screen.getByText(/Dock Schedule\.XLSX/)).toBeInTheDocument();
    expect(importButton()).toBeEnabled();
  });

  it('refuses a file that is not an Excel workbook, and does not keep it', async () => {
    stubImport();
    await openScreen();
    // The chooser offers .xlsx and .xls, but a browser's "All files" lets anything through.
    const anyFile = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await chooseFile(anyFile, new File(['a,b'], 'schedule.csv', { type: 'text/csv' }));

    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please select an Excel file (.xlsx or .xls)')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('imports the file, shows the pushed progress, and lists every row error', async () => {
    const answer = pendingResponse();
    const { requests } = stubImport({ [IMPORT]: answer.handler });
    await sendMultipartAsNodeDoes();
    const { user } = await openScreen();
    await chooseFile(user, new NodeFile(['PK'], 'schedule.xlsx') as File);

    // jsdom does not scroll; the bar asks to be brought into view (it can start below the fold).
    const scrolledIntoView = jest.fn<(options?: ScrollIntoViewOptions) => void>();
    Element.prototype.scrollIntoView = scrolledIntoView;
    await user.click(importButton());

    expect(await screen.findByRole('button', { name: /Importing\.\.\./ })).toBeInTheDocument();
    expect(await screen.findByText('Uploading the schedule: 50%')).toBeInTheDocument();
    expect(scrolledIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolledIntoView.mock.contexts[0]).toBe(screen.getByRole('progressbar', { name: 'Import progress' }).closest('.dock-import-progress'));
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '50');
    const sent = await requests.find((request) => request.method === 'POST')?.formData();
    expect(sent?.get('file')).toMatchObject({ name: 'schedule.xlsx', size: 2 });

    pushProgress(40, 'checking');
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Checking rows: 40%')).toBeInTheDocument();
    pushProgress(30, 'checking');
    expect(screen.getByText('Checking rows: 40%')).toBeInTheDocument();
    pushProgress(85, 'saving');
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '85');
    expect(screen.getByText('Saving rows: 85%')).toBeInTheDocument();

    const result: ImportResult = { success: 2, total: 4, errors: ['Row 3: TMP number is required', 'Row 5: TMP number is required'] };
    answer.answer(jsonResponse(result, 201));

    expect(await screen.findByText('Import Completed')).toBeInTheDocument();
    expect(screen.getByText('Successfully imported 2 out of 4 records')).toBeInTheDocument();
    const results = within(resultsPanel());
    expect(results.getByText('Imported 2 of 4 records')).toBeInTheDocument();
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual(result.errors);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says when no row had an error, and Reset clears the file and the results', async () => {
    stubImport({ [IMPORT]: () => jsonResponse({ success: 3, total: 3, errors: [] }, 201) });
    const { user } = await openScreen();
    await chooseFile(user, workbook());

    await user.click(importButton());

    expect(await within(resultsPanel()).findByText('No errors')).toBeInTheDocument();
    expect(within(resultsPanel()).getByText('Imported 3 of 3 records')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Reset/ }));

    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(within(resultsPanel()).queryByText('Imported 3 of 3 records')).not.toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('shows the server’s reason when it refuses the file', async () => {
    const refusal = 'The schedule has more than 20,000 data rows; split it into smaller files.';
    stubImport({ [IMPORT]: () => jsonResponse({ statusCode: 422, error: 'Unprocessable Entity', message: refusal }, 422) });
    const { user } = await openScreen();
    await chooseFile(user, workbook());

    await user.click(importButton());

    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to import dock schedule. Please check your file format.')).toBeInTheDocument();
    expect(within(resultsPanel()).getByText(refusal)).toBeInTheDocument();
  });

  it('shows a viewer the upload disabled, and why', async () => {
    stubImport({}, 'viewer');
    await openScreen();

    expect(screen.getByText(/Your role \(Viewer\) cannot import dock schedules/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose Excel File/ })).toBeDisabled();
    expect(screen.getByLabelText('Dock schedule file')).toBeDisabled();
    expect(importButton()).toBeDisabled();
  });
});
