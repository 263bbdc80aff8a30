import { Alert, Empty, Typography } from 'antd';

/** The empty state of a workflow screen (docs/product.md §17.17), with what the screen is waiting for. */
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
