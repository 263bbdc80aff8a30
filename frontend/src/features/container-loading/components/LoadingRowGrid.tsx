import type { LoadingRow } from '@dockflow/contracts';
import { formatTime } from '../../../lib/format';
import { ROW_NUMBERS } from '../loadingRows';
import './LoadingRowGrid.css';

/** Rows 1 to 20, each saying in words whether it is loaded (not by colour only), with the start of its notes. */
export function LoadingRowGrid({ rows, tmpNumber }: { rows: readonly LoadingRow[]; tmpNumber: string }) {
  const recorded = new Map(rows.map((row) => [row.rowNumber, row]));
  return (
    <ol className="loading-row-grid" aria-label={`Loading rows of ${tmpNumber}`}>
      {ROW_NUMBERS.map((rowNumber) => {
        const row = recorded.get(rowNumber);
        return (
          <li key={rowNumber} className={row ? 'loading-row-cell loading-row-cell-loaded' : 'loading-row-cell'} title={row?.notes ?? undefined}>
            <span className="loading-row-name">Row {rowNumber}</span>
            <span className="loading-row-state">{row ? `Loaded ${formatTime(row.completedAt)}` : 'Not loaded'}</span>
            {row?.notes && <span className="loading-row-note">{row.notes}</span>}
          </li>
        );
      })}
    </ol>
  );
}
