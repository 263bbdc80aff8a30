import type { LoadingRow } from '@dockflow/contracts';
import { formatTime } from '../../../lib/format';
import { ROW_NUMBERS } from '../loadingRows';
import './LoadingRowGrid.css';

function cellState(row: LoadingRow | undefined, waiting: boolean): { className: string; text: string } {
  if (row) return { className: 'loading-row-cell loading-row-cell-loaded', text: `Loaded ${formatTime(row.completedAt)}` };
  if (waiting) return { className: 'loading-row-cell loading-row-cell-waiting', text: 'Waiting to send' };
  return { className: 'loading-row-cell', text: 'Not loaded' };
}

/** Rows 1 to 20, each saying in words whether it is loaded (with the start of its notes), or recorded here and waiting to be sent (not by colour only). */
export function LoadingRowGrid({ rows, waitingRows, tmpNumber }: { rows: readonly LoadingRow[]; waitingRows: readonly number[]; tmpNumber: string }) {
  const recorded = new Map(rows.map((row) => [row.rowNumber, row]));
  return (
    <ol className="loading-row-grid" aria-label={`Loading rows of ${tmpNumber}`}>
      {ROW_NUMBERS.map((rowNumber) => {
        const row = recorded.get(rowNumber);
        const { className, text } = cellState(row, waitingRows.includes(rowNumber));
        return (
          <li key={rowNumber} className={className} title={row?.notes ?? undefined}>
            <span className="loading-row-name">Row {rowNumber}</span>
            <span className="loading-row-state">{text}</span>
            {row?.notes && <span className="loading-row-note">{row.notes}</span>}
          </li>
        );
      })}
    </ol>
  );
}
