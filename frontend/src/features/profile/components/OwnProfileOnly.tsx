import { Result } from 'antd';
import { VALIDATION } from '@dockflow/contracts';
import { BackLink } from './BackLink';

/** docs/product.md §6.4: what someone other than an admin sees on another user's profile. */
export function OwnProfileOnly() {
  return <Result status="warning" title={VALIDATION.ownProfileOnly} extra={<BackLink primary />} />;
}
