import { Space, Typography } from 'antd';
import { LOADING_ROWS_PER_CONTAINER, type LoadingRow } from '@dockflow/contracts';
import { ShipmentProgress } from '../../../components/ShipmentProgress';
import { loadingProgress } from '../loadingRows';
import { LoadingRowGrid } from './LoadingRowGrid';

/** docs/product.md §2.12: the progress of a container (rows recorded / 20) and its row grid. */
export function LoadingProgressPanel({ rows, tmpNumber }: { rows: readonly LoadingRow[]; tmpNumber: string }) {
  const progress = loadingProgress(rows);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <ShipmentProgress value={progress} />
        <Typography.Text type="secondary">
          {progress === 100
            ? `Loading complete: all ${LOADING_ROWS_PER_CONTAINER} rows are loaded.`
            : `${rows.length} of ${LOADING_ROWS_PER_CONTAINER} rows loaded`}
        </Typography.Text>
      </div>
      <LoadingRowGrid rows={rows} tmpNumber={tmpNumber} />
    </Space>
  );
}
