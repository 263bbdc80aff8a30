import { Alert, Card, Typography } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { useListShipmentsQuery } from './api/shipmentListApi';
import { ActiveShipmentsTable } from './components/ActiveShipmentsTable';

/** The first page of the list; paging arrives with the dashboard's filters. */
const FIRST_PAGE = { page: 1, pageSize: 25 };

export function DashboardScreen() {
  const { data, isLoading, error } = useListShipmentsQuery(FIRST_PAGE);

  return (
    <>
      <PageHeading title="Operations Dashboard" />
      <Card title="Active Shipments">
        {error && !data ? (
          <Alert type="error" showIcon title="Shipments could not be loaded." description={error.message} />
        ) : (
          <>
            <ActiveShipmentsTable shipments={data?.shipments} loading={isLoading} />
            {data && (
              <Typography.Paragraph type="secondary" className="table-summary">
                {`Showing ${data.shipments.length} of ${data.total} shipments`}
              </Typography.Paragraph>
            )}
          </>
        )}
      </Card>
    </>
  );
}
