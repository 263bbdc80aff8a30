import { Card, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import type { OtrAssignment } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { AssignmentSummary, type CreatedAssignment } from './components/AssignmentSummary';
import { OtrAssignmentForm } from './components/OtrAssignmentForm';

export function OtrSetupScreen() {
  const access = useCommandAccess();
  const [created, setCreated] = useState<CreatedAssignment | null>(null);
  const showSent = (assignment: OtrAssignment) => setCreated((current) => current && { ...current, assignment });

  return (
    <>
      <PageHeading title="OTR & Forklift Setup" description="Assign the OTR driver, the forklift operator and the door; the container can then be loaded." />
      <ViewOnlyNotice access={access} action="assign crews" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Assignment">
            <OtrAssignmentForm disabled={!access.allowed} onAssigned={setCreated} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Instructions">
            {created ? (
              <AssignmentSummary created={created} disabled={!access.allowed} onSent={showSent} />
            ) : (
              <Empty description="The assignment you make shows here, ready to send its instructions." />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
