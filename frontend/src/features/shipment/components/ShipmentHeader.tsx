import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import type { Shipment } from '@dockflow/contracts';
import { ButtonLink } from '../../../components/ButtonLink';
import { ShipmentProgress } from '../../../components/ShipmentProgress';
import { StatusBadge } from '../../../components/StatusBadge';

interface ShipmentHeaderProps {
  shipment: Shipment;
  onEdit: () => void;
  /** Why this user may not edit (docs/product.md §6.4); undefined when they may. */
  editBlockedReason?: string;
}

export function ShipmentHeader({ shipment, onEdit, editBlockedReason }: ShipmentHeaderProps) {
  return (
    <header className="page-heading shipment-header">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {shipment.tmpNumber}
          </Typography.Title>
          <StatusBadge status={shipment.status} />
        </Space>
        <Space wrap>
          <ButtonLink to="/" icon={<ArrowLeftOutlined />}>
            Dashboard
          </ButtonLink>
          <Tooltip title={editBlockedReason}>
            <Button type="primary" icon={<EditOutlined />} disabled={editBlockedReason !== undefined} onClick={onEdit}>
              Edit
            </Button>
          </Tooltip>
        </Space>
      </Flex>
      <div className="shipment-progress">
        <ShipmentProgress value={shipment.progressPercentage} />
      </div>
    </header>
  );
}
