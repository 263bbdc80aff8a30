import { Descriptions, Typography } from 'antd';
import { MAX_CELL_CHARS, MAX_DATA_ROWS, MAX_FILE_MB, MAX_PO_CELL_CHARS, MAX_PO_NUMBERS_PER_ROW } from '../scheduleFile';

const COLUMNS = [
  { key: 'A', label: 'Column A', children: 'TMP number (required)' },
  { key: 'B', label: 'Column B', children: 'Container door' },
  { key: 'C', label: 'Column C', children: 'Dock location' },
  { key: 'D', label: 'Column D', children: 'Estimated completion: an Excel date or a date-time text (optional)' },
  { key: 'E', label: 'Column E', children: `PO numbers, separated by commas (optional; at most ${MAX_PO_NUMBERS_PER_ROW})` },
  { key: 'F', label: 'Column F', children: 'Appointment of the POs the row adds: an Excel date or a date-time text (optional)' },
];

/** docs/product.md §12.1 and §12.2: what the workbook must look like and what importing it does. */
export function ImportInstructions() {
  return (
    <section className="dock-import-instructions" aria-labelledby="dock-import-format">
      <Typography.Title level={5} id="dock-import-format">
        File format
      </Typography.Title>
      <Descriptions size="small" bordered column={1} items={COLUMNS} styles={{ label: { whiteSpace: 'nowrap' } }} />
      <ul className="dock-import-rules">
        <li>Row 1 holds the column headers; the data starts on row 2.</li>
        <li>Empty rows are skipped.</li>
        <li>Importing a TMP number again updates its pending shipment; it never creates a duplicate.</li>
        <li>
          Up to {MAX_FILE_MB} MB and {MAX_DATA_ROWS.toLocaleString('en-US')} rows per file; a cell holds at most {MAX_CELL_CHARS} characters (column E{' '}
          {MAX_PO_CELL_CHARS.toLocaleString('en-US')}).
        </li>
      </ul>
    </section>
  );
}
