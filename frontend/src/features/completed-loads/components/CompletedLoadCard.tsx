import { Card, Descriptions, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { CompletedLoad, CompletedLoadPurchaseOrder } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { formatDuration, formatMoney, formatWeight, owesLateFee, truckLabel } from '../../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { countResult, efficiencyTone } from '../loadSummary';
import { CopyLoadButton } from './CopyLoadButton';

const poColumns: TableColumnsType<CompletedLoadPurchaseOrder> = [
  { key: 'po', title: 'PO Number', render: (_, po) => po.poNumber },
  { key: 'pieces', title: 'Pieces', align: 'right', render: (_, po) => po.pieces ?? NOT_SET },
  { key: 'pallets', title: 'Pallets', align: 'right', render: (_, po) => po.pallets ?? NOT_SET },
  { key: 'net', title: 'Net Weight', align: 'right', render: (_, po) => formatWeight(po.netWeight) },
  { key: 'gross', title: 'Gross Weight', align: 'right', render: (_, po) => formatWeight(po.grossWeight) },
  { key: 'driver', title: 'Driver', render: (_, po) => po.driverName ?? NOT_SET },
  { key: 'truck', title: 'Truck', render: (_, po) => truckLabel(po.truckColor, po.truckNumber) },
  {
    key: 'fee',
    title: 'Late Fee',
    align: 'right',
    render: (_, po) => <Typography.Text type={owesLateFee(po.lateFeesOwed) ? 'danger' : undefined}>{formatMoney(po.lateFeesOwed)}</Typography.Text>,
  },
  { key: 'checkIn', title: 'Truck Check-In', render: (_, po) => formatDateTime(po.checkInTime) },
  { key: 'released', title: 'Released', render: (_, po) => formatDateTime(po.releasedAt) },
  {
    key: 'count',
    title: 'Count',
    render: (_, po) => <Typography.Text type={po.count?.discrepancy ? 'warning' : undefined}>{countResult(po.count)}</Typography.Text>,
  },
];

function Totals({ totals }: { totals: CompletedLoad['totals'] }) {
  const cells = ['Totals', totals.pieces, totals.pallets, formatWeight(totals.netWeight), formatWeight(totals.grossWeight), '', '', formatMoney(totals.lateFees), '', '', ''];
  return (
    <Table.Summary.Row>
      {cells.map((cell, index) => (
        <Table.Summary.Cell key={poColumns[index].key} index={index} align={poColumns[index].align}>
          <Typography.Text strong>{cell}</Typography.Text>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

function EfficiencyBadge({ score }: { score: number | null }) {
  if (score === null) return NOT_SET;
  return <Tag color={efficiencyTone(score)}>{`${score}%`}</Tag>;
}

/** docs/product.md §2.14: one completed shipment with its real POs, totals, loading time and efficiency. */
export function CompletedLoadCard({ load }: { load: CompletedLoad }) {
  return (
    <Card
      title={<Link to={`/shipments/${load.shipmentId}`}>{load.tmpNumber}</Link>}
      extra={<CopyLoadButton load={load} />}
      role="article"
      aria-label={load.tmpNumber}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'place', label: 'Door / Dock', children: `${load.containerDoor ?? NOT_SET} / ${load.dockLocation ?? NOT_SET}` },
          { key: 'seal', label: 'Seal', children: load.sealNumber ?? NOT_SET },
          { key: 'completed', label: 'Completed', children: formatDateTime(load.completedAt) },
          { key: 'loading', label: 'Loading Time', children: formatDuration(load.loadingMinutes) },
          { key: 'loadingFrom', label: 'Loading Started', children: formatDateTime(load.loadingStartedAt) },
          { key: 'efficiency', label: 'Efficiency', children: <EfficiencyBadge score={load.efficiencyScore} /> },
        ]}
      />
      <Table<CompletedLoadPurchaseOrder>
        aria-label={`Purchase orders of ${load.tmpNumber}`}
        rowKey="poNumber"
        size="small"
        columns={poColumns}
        dataSource={load.purchaseOrders}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No purchase orders' }}
        summary={() => <Totals totals={load.totals} />}
        style={{ marginTop: 12 }}
      />
    </Card>
  );
}
