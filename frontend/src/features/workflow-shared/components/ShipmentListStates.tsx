import { Alert, Empty, Typography } from 'antd';

/** SPEC 8's empty state of a workflow screen, with what the screen is waiting for. */
export function NoShipmentsFound({ description }: { description: string }) {
  return (
    <Empty
      description={
        <>
          <Typography.Text strong>No Shipments Found</Typography.Text>
          <br />
          {description}
        </>
      }
    />
  );
}

export function ShipmentsLoadFailed({ error }: { error: { message?: string } }) {
  return <Alert type="error" showIcon title="Shipments could not be loaded." description={error.message} />;
}
