import { Alert } from 'antd';
import { viewOnlyReason, type CommandAccess } from '../lib/commandAccess';

const ASK_FOR_ACCESS = 'Ask an admin for operator access.';

interface ViewOnlyNoticeProps {
  access: CommandAccess;
  /** What the screen's form does, e.g. "record loading rows". */
  action: string;
  /** What to do about it; null when the screen says more elsewhere. */
  hint?: string | null;
}

/** Why a viewer sees a screen's commands disabled (docs/product.md §6); nothing for those who may act. */
export function ViewOnlyNotice({ access, action, hint = ASK_FOR_ACCESS }: ViewOnlyNoticeProps) {
  const reason = viewOnlyReason(access, action);
  if (!reason) return null;
  return <Alert className="screen-notice" type="info" showIcon title="View only" description={hint ? `${reason} ${hint}` : reason} />;
}
