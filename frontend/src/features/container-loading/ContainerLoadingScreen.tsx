import { Col, Row } from 'antd';
import { useState } from 'react';
import type { Shipment, WorkflowStep } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { ShipmentPicker } from '../workflow-shared/components/ShipmentPicker';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { ShipmentLoading } from './components/ShipmentLoading';

const LOADING_STEPS: readonly WorkflowStep[] = ['loading'];

export function ContainerLoadingScreen() {
  const access = useCommandAccess();
  // Kept when it completes and leaves the picker, so its full grid stays until another is chosen.
  const [shipment, setShipment] = useState<Shipment | null>(null);

  return (
    <>
      <PageHeading title="Container Loading" description="Record each row as it is loaded; every screen follows the progress live." />
      <ViewOnlyNotice access={access} action="record loading rows" />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <ShipmentPicker
            steps={LOADING_STEPS}
            selected={shipment}
            onSelect={setShipment}
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
