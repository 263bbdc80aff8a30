import { Col, Row } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { RecordLoadingRowRequest, Shipment, WorkflowStep } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { QueuedCommands } from '../../components/QueuedCommands';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { useQueuedCommands } from '../../lib/outbox';
import { useScanTarget } from '../../lib/scan/scanTargets';
import { useGetShipmentQuery } from '../../resources/shipment';
import { ShipmentPicker } from '../workflow-shared/components/ShipmentPicker';
import { ShipmentLoading } from './components/ShipmentLoading';
import { describeQueuedRow } from './queuedRows';

const LOADING_STEPS: readonly WorkflowStep[] = ['loading'];

export function ContainerLoadingScreen() {
  const access = useCommandAccess();
  const [chosen, setChosen] = useState<Shipment | null>(null);
  // The chosen shipment as it is now: the picker's copy until its own entry answers, which follows the
  // pushes, also once it completes and leaves the picker (its full grid stays until another is chosen).
  const shipment = useGetShipmentQuery(chosen?.id ?? skipToken).data ?? chosen;
  // A scanned label of a container being loaded selects it here rather than opening its page.
  useScanTarget((scanned) => {
    if (!LOADING_STEPS.includes(scanned.workflowStep)) return false;
    setChosen(scanned);
    return true;
  });

  // Rows kept on this device for another container than the one shown (or with none shown: a reload
  // without network cannot list the containers): still in sight until they are sent.
  const otherRows = useQueuedCommands<RecordLoadingRowRequest>('/container-loading', (body) => body.shipmentId !== shipment?.id);

  return (
    <>
      <PageHeading title="Container Loading" description="Record each row as it is loaded; every screen follows the progress live." />
      <ViewOnlyNotice access={access} action="record loading rows" />
      <QueuedCommands commands={otherRows} describe={(command) => describeQueuedRow(command)} />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <ShipmentPicker
            steps={LOADING_STEPS}
            selected={shipment}
            onSelect={setChosen}
            emptyDescription="No container is being loaded. Shipments appear here once their crew is assigned."
          />
        </Col>
        {shipment && (
          <Col xs={24}>
            <ShipmentLoading key={shipment.id} shipment={shipment} canRecord={access.allowed} />
          </Col>
        )}
      </Row>
    </>
  );
}
