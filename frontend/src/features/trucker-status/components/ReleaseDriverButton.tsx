import { Button, Tooltip } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { TruckerBoardRow } from '@dockflow/contracts';
import { isHttpError, serverMessage } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { useReleaseDriverMutation } from '../api/releaseDriverApi';

/** Refusals whose own message says more than SPEC's text: a role that may not, or a truck not ready / already gone. */
const EXPLAINED_STATUSES = [403, 409];

function releaseFailure(error: unknown): string {
  const explained = isHttpError(error) && error.status !== null && EXPLAINED_STATUSES.includes(error.status);
  return (explained && serverMessage(error)) || 'Failed to release driver.';
}

interface ReleaseDriverButtonProps {
  trucker: TruckerBoardRow;
  /** Why this user may not release drivers (DECISIONS 4); undefined when they may. */
  blockedReason?: string;
}

export function ReleaseDriverButton({ trucker, blockedReason }: ReleaseDriverButtonProps) {
  const [release, { isLoading }] = useReleaseDriverMutation();

  const releaseDriver = async () => {
    try {
      await release(trucker.purchaseOrderId).unwrap();
      toast({ title: 'Driver Released', description: `${trucker.driverName ?? 'The driver'} (PO ${trucker.poNumber}) may leave.` });
    } catch (error) {
      toast({ title: 'Release Failed', description: releaseFailure(error), variant: 'destructive' });
    }
  };

  const button = (
    <Button type="primary" icon={<LogoutOutlined />} loading={isLoading} disabled={blockedReason !== undefined} onClick={() => void releaseDriver()}>
      Release Driver
    </Button>
  );
  return blockedReason ? <Tooltip title={blockedReason}>{button}</Tooltip> : button;
}
