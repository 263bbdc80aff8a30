import { Button, Flex, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

interface ShipmentPagerProps {
  shown: number;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** docs/product.md §2.4: 'Showing N of M shipments', with Previous and Next enabled when there is somewhere to go. */
export function ShipmentPager({ shown, total, page, pageSize, onPage }: ShipmentPagerProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} className="table-summary">
      <Typography.Text type="secondary">{`Showing ${shown} of ${total} shipments`}</Typography.Text>
      <Space>
        <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button icon={<RightOutlined />} iconPlacement="end" disabled={page * pageSize >= total} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Space>
    </Flex>
  );
}
