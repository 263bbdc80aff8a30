import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import type { Shipment, WorkflowStep } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { ShipmentPicker } from '../workflow-shared/components/ShipmentPicker';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { BolEntryForm } from './components/BolEntryForm';

/** A truck is in: its BOL is due; BOL Entry stays open for the shipment's other POs (docs/product.md §3.2). */
const BOL_STEPS: readonly WorkflowStep[] = ['truck_checkin', 'bol_entry'];

export function BolEntryScreen() {
  const access = useCommandAccess();
  const [shipment, setShipment] = useState<Shipment | null>(null);

  return (
    <>
      <PageHeading title="Bill of Lading Entry" description="Record the pieces, pallets and weights of a PO whose truck is checked in." />
      <ViewOnlyNotice access={access} action="record bills of lading" />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <ShipmentPicker
            steps={BOL_STEPS}
            selected={shipment}
            onSelect={setShipment}
            emptyDescription="No shipment is waiting for a bill of lading. Shipments appear here once a truck is checked in."
          />
        </Col>
        {shipment && (
          <Col xs={24}>
            <Card title={`Bill of Lading for ${shipment.tmpNumber}`}>
              <BolEntryForm key={shipment.id} shipment={shipment} disabled={!access.allowed} />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
