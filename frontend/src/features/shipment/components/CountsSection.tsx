import { Table, Tag, type TableColumnsType } from 'antd';
import type { CountConfirmationView } from '@dockflow/contracts';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { useListCountConfirmationsQuery } from '../../../resources/countConfirmations';
import { useListShipmentPurchaseOrdersQuery } from '../../../resources/shipmentPurchaseOrders';
import { discrepancyLabel } from '../shipmentRecords';
import { QueryCard } from './QueryCard';

function discrepancyColor(discrepancy: number): string {
  if (discrepancy === 0) return 'green';
  return discrepancy > 0 ? 'orange' : 'red';
}

function countColumns(poNumberOf: (poId: string) => string): TableColumnsType<CountConfirmationView> {
  return [
    { key: 'po', title: 'PO Number', render: (_, count) => poNumberOf(count.poId) },
    { key: 'expected', title: 'Expected', align: 'right', render: (_, count) => count.expectedQuantity },
    { key: 'actual', title: 'Actual', align: 'right', render: (_, count) => count.actualQuantity },
    { key: 'discrepancy', title: 'Discrepancy', render: (_, count) => <Tag color={discrepancyColor(count.discrepancy)}>{discrepancyLabel(count)}</Tag> },
    { key: 'confirmed', title: 'Confirmed', render: (_, count) => formatDateTime(count.confirmedAt) },
    { key: 'notes', title: 'Notes', render: (_, count) => count.notes ?? NOT_SET },
  ];
}

export function CountsSection({ shipmentId }: { shipmentId: string }) {
  const query = useListCountConfirmationsQuery(shipmentId);
  const purchaseOrders = useListShipmentPurchaseOrdersQuery(shipmentId).data;
  const poNumberOf = (poId: string) => purchaseOrders?.find((po) => po.id === poId)?.poNumber ?? NOT_SET;
  return (
    <QueryCard title="Count Confirmations" query={query}>
      {(counts) => (
        <Table<CountConfirmationView>
          aria-label="Count Confirmations"
          rowKey="id"
          size="small"
          columns={countColumns(poNumberOf)}
          dataSource={counts}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No counts confirmed yet' }}
        />
      )}
    </QueryCard>
  );
}
