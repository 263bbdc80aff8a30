import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import type { Shipment, WorkflowStep } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { ShipmentPicker } from '../workflow-shared/components/ShipmentPicker';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { CountConfirmationForm } from './components/CountConfirmationForm';

/** Counted while loading, or after the last row (docs/product.md §3.2). */
const COUNT_STEPS: readonly WorkflowStep[] = ['loading', 'completed'];

export function CountConfirmationScreen() {
  const access = useCommandAccess();
  const [shipment, setShipment] = useState<Shipment | null>(null);

  return (
    <>
      <PageHeading title="Count Confirmation" description="Count what was loaded for a PO against the pieces on its bill of lading." />
      <ViewOnlyNotice access={access} action="confirm counts" />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <ShipmentPicker
            steps={COUNT_STEPS}
            selected={shipment}
            onSelect={setShipment}
            emptyDescription="No shipment is loading or loaded. Shipments appear here once their crew is assigned."
          />
        </Col>
        {shipment && (
          <Col xs={24}>
            <Card title={`Count for ${shipment.tmpNumber}`}>
              <CountConfirmationForm key={shipment.id} shipment={shipment} disabled={!access.allowed} />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
