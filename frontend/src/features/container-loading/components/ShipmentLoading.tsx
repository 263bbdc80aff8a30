import { Alert, Card, Col, Row, Skeleton } from 'antd';
import type { Shipment } from '@dockflow/contracts';
import { useListLoadingRowsQuery } from '../../../resources/loadingRows';
import { LoadingProgressPanel } from './LoadingProgressPanel';
import { RecordRowForm } from './RecordRowForm';

/** The progress panel and the record-row form of the chosen shipment, once its rows are in. */
export function ShipmentLoading({ shipment, canRecord }: { shipment: Shipment; canRecord: boolean }) {
  const { data: rows, error } = useListLoadingRowsQuery(shipment.id);
  if (error && !rows) return <Alert type="error" showIcon title="The loading rows could not be loaded." description={error.message} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={`Progress of ${shipment.tmpNumber}`}>{rows ? <LoadingProgressPanel rows={rows} shipment={shipment} /> : <Skeleton active />}</Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title="Record Row">{rows ? <RecordRowForm shipment={shipment} rows={rows} disabled={!canRecord} /> : <Skeleton active />}</Card>
      </Col>
    </Row>
  );
}
