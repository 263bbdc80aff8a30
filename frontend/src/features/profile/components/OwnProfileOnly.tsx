import { Result } from 'antd';
import { VALIDATION } from '@dockflow/contracts';
import { BackLink } from './BackLink';

/** SPEC 6: what someone other than an admin sees on another user's profile. */
export function OwnProfileOnly() {
  return <Result status="warning" title={VALIDATION.ownProfileOnly} extra={<BackLink primary />} />;
}
