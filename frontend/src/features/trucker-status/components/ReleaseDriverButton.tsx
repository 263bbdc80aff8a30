import { Button, Popconfirm, Tooltip } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { TruckerBoardRow } from '@dockflow/contracts';
import { toastFailure } from '../../../lib/commandFailure';
import { toast } from '../../../lib/toast';
import { useReleaseDriverMutation } from '../api/releaseDriverApi';

interface ReleaseDriverButtonProps {
  trucker: TruckerBoardRow;
  /** Why this user may not release drivers (docs/product.md §6.4); undefined when they may. */
  blockedReason?: string;
}

export function ReleaseDriverButton({ trucker, blockedReason }: ReleaseDriverButtonProps) {
  const [release, { isLoading }] = useReleaseDriverMutation();

  const releaseDriver = async () => {
    try {
      await release(trucker.purchaseOrderId).unwrap();
      toast({ title: 'Driver Released', description: `${trucker.driverName ?? 'The driver'} (PO ${trucker.poNumber}) may leave.` });
    } catch (error) {
      toastFailure(error, { title: 'Release Failed', description: 'Failed to release driver.' });
    }
  };

  const button = (
    <Button type="primary" icon={<LogoutOutlined />} loading={isLoading} disabled={blockedReason !== undefined}>
      Release Driver
    </Button>
  );
  if (blockedReason) return <Tooltip title={blockedReason}>{button}</Tooltip>;
  // A release cannot be undone: the driver leaves the board.
  return (
    <Popconfirm
      title="Release this driver?"
      description={`${trucker.driverName ?? 'The driver'} (PO ${trucker.poNumber}) may leave the site.`}
      okText="Release"
      cancelText="Cancel"
      onConfirm={() => releaseDriver()}
    >
      {button}
    </Popconfirm>
  );
}
