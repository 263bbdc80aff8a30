import { Typography } from 'antd';
import type { LoadingRow } from '@dockflow/contracts';

/** The loading rows that carry notes, by row number. */
export function rowsWithNotes(rows: readonly LoadingRow[]): LoadingRow[] {
  return rows.filter((row) => row.notes?.trim()).sort((first, second) => first.rowNumber - second.rowNumber);
}

/** What the loaders wrote about their rows (docs/product.md §2.12), under a container's row grid. */
export function RowNotes({ rows, tmpNumber }: { rows: readonly LoadingRow[]; tmpNumber: string }) {
  const noted = rowsWithNotes(rows);
  if (noted.length === 0) return null;
  return (
    <div className="row-notes">
      <Typography.Text strong>Row notes</Typography.Text>
      <ul aria-label={`Row notes of ${tmpNumber}`}>
        {noted.map((row) => (
          <li key={row.rowNumber}>
            <Typography.Text type="secondary">{`Row ${row.rowNumber}: `}</Typography.Text>
            {row.notes}
          </li>
        ))}
      </ul>
    </div>
  );
}
