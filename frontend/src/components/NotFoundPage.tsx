import { Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';

export function NotFoundPage() {
  return (
    <div className="centered-page">
      <section className="not-found-panel">
        <Typography.Title level={1} className="not-found-title">
          <WarningOutlined aria-hidden="true" /> 404 Page Not Found
        </Typography.Title>
        <Typography.Paragraph type="secondary">Did you forget to add the page to the router?</Typography.Paragraph>
      </section>
    </div>
  );
}
