import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { ReactNode } from 'react';
import { SvgIcon } from '../SvgIcon';
import './plain.css';

/** An error message with antd's look (an Alert of type error with its icon). */
export function PlainErrorAlert({ title, description, className }: { title: string; description?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={className ? `plain-alert ${className}` : 'plain-alert'}>
      <span className="plain-alert-icon">
        <SvgIcon icon={CloseCircleFilled} />
      </span>
      <div>
        <div className="plain-alert-title">{title}</div>
        {description && <div>{description}</div>}
      </div>
    </div>
  );
}
