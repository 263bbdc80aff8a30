import { Alert, Card, Col, Row, Skeleton } from 'antd';
import type { RecordLoadingRowRequest, Shipment } from '@dockflow/contracts';
import { QueuedCommands } from '../../../components/QueuedCommands';
import { useQueuedCommands } from '../../../lib/outbox';
import { useListLoadingRowsQuery } from '../../../resources/loadingRows';
import { LoadingProgressPanel } from './LoadingProgressPanel';
import { describeQueuedRow, rowOf } from '../queuedRows';
import { RecordRowForm } from './RecordRowForm';

/** The progress panel and the record-row form of the chosen shipment, once its rows are in, with the rows still on this device. */
export function ShipmentLoading({ shipment, canRecord }: { shipment: Shipment; canRecord: boolean }) {
  const { data: rows, error } = useListLoadingRowsQuery(shipment.id);
  const queued = useQueuedCommands<RecordLoadingRowRequest>('/container-loading', (body) => body.shipmentId === shipment.id);
  const waitingRows = queued.filter((command) => command.state === 'waiting').map(rowOf);
  if (error && !rows) return <Alert type="error" showIcon title="The loading rows could not be loaded." description={error.message} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <QueuedCommands commands={queued} describe={(command) => describeQueuedRow(command, shipment.tmpNumber)} />
      </Col>
      {/* Below lg the form comes first: under the grid and the row notes, Record Row sank below the fold. */}
      <Col xs={{ span: 24, order: 2 }} lg={{ span: 14, order: 1 }}>
        <Card title={`Progress of ${shipment.tmpNumber}`}>
          {rows ? <LoadingProgressPanel rows={rows} waitingRows={waitingRows} shipment={shipment} /> : <Skeleton active />}
        </Card>
      </Col>
      <Col xs={{ span: 24, order: 1 }} lg={{ span: 10, order: 2 }}>
        <Card title="Record Row">{rows ? <RecordRowForm shipment={shipment} rows={rows} waitingRows={waitingRows} disabled={!canRecord} /> : <Skeleton active />}</Card>
      </Col>
    </Row>
  );
}
