import { Alert, Button, Card, Empty, Flex, Pagination, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { exportShipments } from '../../components/shipmentsExport';
import { useListCompletedLoadsQuery } from './api/completedLoadsApi';
import { CompletedLoadCard } from './components/CompletedLoadCard';

const PAGE_SIZE = 10;
const SKELETON_CARDS = 2;

/** docs/product.md §2.14: the Completed Load Summary, one card per completed shipment, newest first. */
export function CompletedLoadsScreen() {
  const [page, setPage] = useState(1);
  const loads = useListCompletedLoadsQuery({ page, pageSize: PAGE_SIZE });

  const content = () => {
    if (loads.isLoading) {
      return Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} aria-busy="true">
          <Skeleton active />
        </Card>
      ));
    }
    if (!loads.data) return <Alert type="error" showIcon title="The completed loads could not be loaded." description={loads.error?.message} />;
    if (loads.data.loads.length === 0) {
      return (
        <Card>
          <Empty description="No Completed Loads">Shipments show up here once their 20th row is loaded.</Empty>
        </Card>
      );
    }
    return loads.data.loads.map((load) => <CompletedLoadCard key={load.shipmentId} load={load} />);
  };

  return (
    <>
      <PageHeading title="Completed Load Summary" description="Completed shipments with their POs and totals, ready to copy into the accounting tool." />
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} onClick={() => exportShipments({ status: 'completed' })}>
          Export
        </Button>
      </Flex>
      <Flex vertical gap={16}>
        {content()}
        {loads.data && loads.data.total > PAGE_SIZE && (
          <Pagination align="center" current={page} pageSize={PAGE_SIZE} total={loads.data.total} showSizeChanger={false} onChange={setPage} />
        )}
      </Flex>
    </>
  );
}
