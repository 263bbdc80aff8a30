import { Space, Typography } from 'antd';
import { LOADING_ROWS_PER_CONTAINER, type LoadingRow, type Shipment } from '@dockflow/contracts';
import { RowNotes } from '../../../components/RowNotes';
import { ShipmentProgress } from '../../../components/ShipmentProgress';
import { LoadingRowGrid } from './LoadingRowGrid';

/** docs/product.md §2: the progress of a container, as the server computes it from its rows, and its row grid. */
export function LoadingProgressPanel({ rows, waitingRows, shipment }: { rows: readonly LoadingRow[]; waitingRows: readonly number[]; shipment: Shipment }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <ShipmentProgress value={shipment.progressPercentage} />
        <Typography.Text type="secondary">
          {shipment.progressPercentage === 100
            ? `Loading complete: all ${LOADING_ROWS_PER_CONTAINER} rows are loaded.`
            : `${rows.length} of ${LOADING_ROWS_PER_CONTAINER} rows loaded`}
        </Typography.Text>
      </div>
      <LoadingRowGrid rows={rows} waitingRows={waitingRows} tmpNumber={shipment.tmpNumber} />
      <RowNotes rows={rows} tmpNumber={shipment.tmpNumber} />
    </Space>
  );
}
