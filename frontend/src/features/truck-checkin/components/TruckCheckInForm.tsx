import { Button, Col, Form, Input, Row, Select } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import { OTR_DOORS, TRUCK_COLORS, VALIDATION, type PurchaseOrderLookup, type TruckCheckInAnswer } from '@dockflow/contracts';
import { formatMoney, owesLateFee } from '../../../components/valueFormat';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/commandFailure';
import { WORKFLOW_TOASTS } from '../../workflow-shared/workflowMessages';
import { useCheckInTruckMutation } from '../api/truckCheckInApi';
import { EMPTY_TRUCK_CHECK_IN, TRUCK_CHECK_IN_FIELDS, toTruckCheckInRequest, type TruckCheckInFormValues } from '../truckCheckInRequest';

const colorOptions = TRUCK_COLORS.map((color) => ({ value: color, label: color }));
const doorOptions = OTR_DOORS.map((door) => ({ value: door, label: door }));

function checkInSummary(purchaseOrder: TruckCheckInAnswer): string {
  const fee = owesLateFee(purchaseOrder.lateFeesOwed) ? `Late fee charged: ${formatMoney(purchaseOrder.lateFeesOwed)} (${purchaseOrder.lateFeeBasis.reason}).` : 'No late fee.';
  return `${purchaseOrder.driverName} (${purchaseOrder.truckColor} truck ${purchaseOrder.truckNumber}) is checked in for PO ${purchaseOrder.poNumber} at ${purchaseOrder.otrDoor}. ${fee}`;
}

interface TruckCheckInFormProps {
  /** The PO found by the search; null until one is. */
  purchaseOrder: PurchaseOrderLookup | null;
  disabled: boolean;
  onCheckedIn: (purchaseOrder: TruckCheckInAnswer) => void;
}

/** The driver and truck of a truck check-in (docs/product.md §2.7, §17.7); the server stamps the time and charges the late fee. */
export function TruckCheckInForm({ purchaseOrder, disabled, onCheckedIn }: TruckCheckInFormProps) {
  const [form] = Form.useForm<TruckCheckInFormValues>();
  const [checkIn, { isLoading: saving }] = useCheckInTruckMutation();

  const submit = async (values: TruckCheckInFormValues) => {
    if (!purchaseOrder) {
      toast({ ...WORKFLOW_TOASTS.noPoSelected, variant: 'destructive' });
      return;
    }
    try {
      const checkedIn = await checkIn({ purchaseOrderId: purchaseOrder.id, truck: toTruckCheckInRequest(values) }).unwrap();
      toast({ title: WORKFLOW_TOASTS.truckCheckInComplete.title, description: checkInSummary(checkedIn) });
      form.resetFields();
      onCheckedIn(checkedIn);
    } catch (error) {
      showServerFieldErrors(form, error, TRUCK_CHECK_IN_FIELDS);
      toastFailure(error, WORKFLOW_TOASTS.truckCheckInFailed);
    }
  };

  return (
    <Form form={form} name="truck-checkin" layout="vertical" noValidate initialValues={EMPTY_TRUCK_CHECK_IN} onFinish={submit} disabled={disabled}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Driver Name" name="driverName" rules={[{ required: true, whitespace: true, message: VALIDATION.driverNameRequired }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Driver Phone" name="driverPhone" rules={[{ required: true, whitespace: true, message: VALIDATION.driverPhoneRequired }]}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Driver Email" name="driverEmail" rules={[{ type: 'email', message: VALIDATION.emailInvalid }]}>
            <Input type="email" autoComplete="off" placeholder="Optional" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Truck Number" name="truckNumber" rules={[{ required: true, whitespace: true, message: VALIDATION.truckNumberRequired }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Truck Color" name="truckColor" rules={[{ required: true, message: VALIDATION.truckColorRequired }]}>
            <Select placeholder="Select a color" options={colorOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="OTR Door" name="otrDoor" rules={[{ required: true, message: VALIDATION.otrDoorRequired }]}>
            <Select placeholder="Select a door" options={doorOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" icon={<CarOutlined />} loading={saving}>
        {saving ? 'Checking in...' : 'Check In Truck'}
      </Button>
    </Form>
  );
}
