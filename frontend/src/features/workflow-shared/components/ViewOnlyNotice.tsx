import { Alert } from 'antd';
import type { CommandAccess } from '../useCommandAccess';

/** Why a viewer sees a workflow form disabled (docs/product.md §6.4); nothing for those who may act. */
export function ViewOnlyNotice({ access, action }: { access: CommandAccess; action: string }) {
  if (access.allowed) return null;
  return (
    <Alert
      className="screen-notice"
      type="info"
      showIcon
      title="View only"
      description={`Your role (${access.roleLabel}) cannot ${action}. Ask an admin for operator access.`}
    />
  );
}
