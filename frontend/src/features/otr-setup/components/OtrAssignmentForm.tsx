import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { ToolOutlined } from '@ant-design/icons';
import { OTR_DOORS, VALIDATION, type Shipment, type WorkflowStep } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/commandFailure';
import { NoShipmentsFound, ShipmentsLoadFailed } from '../../workflow-shared/components/ShipmentListStates';
import { ShipmentSelect, useShipmentsAtSteps } from '../../workflow-shared/components/ShipmentSelect';
import { WORKFLOW_TOASTS } from '../../workflow-shared/workflowMessages';
import { useCreateOtrAssignmentMutation } from '../api/otrSetupApi';
import { EMPTY_OTR_ASSIGNMENT, OTR_ASSIGNMENT_FIELDS, toOtrAssignmentRequest, type OtrAssignmentFormValues } from '../otrAssignmentRequest';
import { useCrewMemberName } from '../useCrewMemberName';
import { useListShipmentPurchaseOrdersQuery } from '../../../resources/shipmentPurchaseOrders';
import type { CreatedAssignment } from './AssignmentSummary';
import { CrewMemberField } from './CrewMemberField';

/** The paperwork is done: crew and door are due (docs/product.md §3.2). */
const OTR_STEPS: readonly WorkflowStep[] = ['bol_entry'];

const doorOptions = OTR_DOORS.map((door) => ({ value: door, label: door }));

interface OtrAssignmentFormProps {
  disabled: boolean;
  onAssigned: (created: CreatedAssignment) => void;
}

/** OTR driver, forklift operator, door and instructions for a shipment whose BOL is recorded (docs/product.md §2.9, §17.9). */
export function OtrAssignmentForm({ disabled, onAssigned }: OtrAssignmentFormProps) {
  const [form] = Form.useForm<OtrAssignmentFormValues>();
  const shipments = useShipmentsAtSteps(OTR_STEPS);
  const [chosen, setChosen] = useState<Shipment | undefined>();
  const purchaseOrders = useListShipmentPurchaseOrdersQuery(chosen?.id ?? '', { skip: !chosen });
  // The door the truck checked in at is where the crew works: offered, not forced, while the field is empty.
  const truckDoor = purchaseOrders.data?.find((po) => po.checkInTime && po.otrDoor)?.otrDoor;
  useEffect(() => {
    if (truckDoor && !form.getFieldValue('otrDoorAssignment')) form.setFieldValue('otrDoorAssignment', truckDoor);
  }, [form, truckDoor]);
  const otrDriverName = useCrewMemberName('otr_driver');
  const forkliftOperatorName = useCrewMemberName('forklift_operator');
  const [createAssignment, { isLoading: saving }] = useCreateOtrAssignmentMutation();

  const submit = async (values: OtrAssignmentFormValues) => {
    const request = toOtrAssignmentRequest(values);
    const tmpNumber = chosen?.id === request.shipmentId ? chosen.tmpNumber : 'the shipment';
    try {
      const assignment = await createAssignment(request).unwrap();
      const created = {
        assignment,
        tmpNumber,
        otrDriverName: otrDriverName(request.otrDriverId),
        forkliftOperatorName: forkliftOperatorName(request.forkliftOperatorId),
      };
      toast({
        title: WORKFLOW_TOASTS.otrAssignmentComplete.title,
        description: `${tmpNumber} is ready to load: ${created.otrDriverName} at ${assignment.otrDoorAssignment}, ${created.forkliftOperatorName} on the forklift.`,
      });
      form.resetFields();
      onAssigned(created);
    } catch (error) {
      showServerFieldErrors(form, error, OTR_ASSIGNMENT_FIELDS);
      toastFailure(error, WORKFLOW_TOASTS.assignmentFailed);
    }
  };

  if (shipments.error && !shipments.data) return <ShipmentsLoadFailed error={shipments.error} />;
  if (shipments.data?.total === 0) {
    return <NoShipmentsFound description="No shipment is waiting for crew. Shipments appear here once their bill of lading is recorded." />;
  }
  return (
    <Form form={form} name="otr-setup" layout="vertical" initialValues={EMPTY_OTR_ASSIGNMENT} onFinish={submit} disabled={disabled}>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item label="Shipment" name="shipmentId" rules={[{ required: true, message: VALIDATION.shipmentRequired }]}>
            <ShipmentSelect steps={OTR_STEPS} onShipment={setChosen} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <CrewMemberField
            name="otrDriverId"
            label="OTR Driver"
            crewFunction="otr_driver"
            plural="OTR drivers"
            requiredMessage={VALIDATION.otrDriverRequired}
          />
        </Col>
        <Col xs={24} md={12}>
          <CrewMemberField
            name="forkliftOperatorId"
            label="Forklift Operator"
            crewFunction="forklift_operator"
            plural="forklift operators"
            requiredMessage={VALIDATION.forkliftOperatorRequired}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="OTR Door" name="otrDoorAssignment" rules={[{ required: true, message: VALIDATION.otrDoorAssignmentRequired }]}>
            <Select placeholder="Select a door" options={doorOptions} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Instructions" name="instructions" rules={[{ required: true, whitespace: true, message: VALIDATION.instructionsRequired }]}>
            <Input.TextArea rows={4} placeholder="What the driver and the forklift operator need to know" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" icon={<ToolOutlined />} loading={saving}>
        {saving ? 'Assigning...' : 'Assign Crew'}
      </Button>
    </Form>
  );
}
