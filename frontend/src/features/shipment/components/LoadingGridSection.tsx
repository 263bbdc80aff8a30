import { Tooltip, Typography } from 'antd';
import { LOADING_ROWS_PER_CONTAINER } from '@dockflow/contracts';
import { RowNotes } from '../../../components/RowNotes';
import { formatDateTime } from '../../../lib/format';
import { useListLoadingRowsQuery } from '../../../resources/loadingRows';
import { loadingCells, type LoadingCell } from '../shipmentRecords';
import { QueryCard } from './QueryCard';

function cellLabel({ rowNumber, completedAt }: LoadingCell): string {
  return completedAt ? `Row ${rowNumber}: loaded ${formatDateTime(completedAt)}` : `Row ${rowNumber}: not loaded`;
}

/** docs/product.md §16.2: the container's 20 rows, the loaded ones filled, each with its time on hover and for screen readers. */
export function LoadingGridSection({ shipmentId, tmpNumber }: { shipmentId: string; tmpNumber: string }) {
  const query = useListLoadingRowsQuery(shipmentId);
  return (
    <QueryCard title="Container Loading" query={query}>
      {(rows) => (
        <>
          <Typography.Paragraph type="secondary">{`${rows.length} of ${LOADING_ROWS_PER_CONTAINER} rows loaded`}</Typography.Paragraph>
          <ol className="loading-grid" aria-label="Loading rows">
            {loadingCells(rows).map((cell) => (
              <Tooltip key={cell.rowNumber} title={cellLabel(cell)}>
                <li className={cell.completedAt ? 'loading-cell loading-cell-done' : 'loading-cell'} aria-label={cellLabel(cell)}>
                  {cell.rowNumber}
                </li>
              </Tooltip>
            ))}
          </ol>
          <RowNotes rows={rows} tmpNumber={tmpNumber} />
        </>
      )}
    </QueryCard>
  );
}
