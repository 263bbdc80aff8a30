import { Empty, Typography } from 'antd';

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
