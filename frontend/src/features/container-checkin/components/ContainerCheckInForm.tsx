import { Alert, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { CheckOutlined, QrcodeOutlined } from '@ant-design/icons';
import { DOCK_LOCATIONS, TOASTS, VALIDATION, hasControlOrInvisible, type Shipment } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toastFailure } from '../../../lib/commandFailure';
import { toast } from '../../../lib/toast';
import { useListContainerDoorsQuery } from '../../../resources/containerDoors';
import { useListCrewMembersQuery } from '../../../resources/crewMembers';
import { useCheckInContainerMutation } from '../api/containerCheckInApi';
import { CHECK_IN_FIELDS, EMPTY_CHECK_IN, toCheckInRequest, type CheckInFormValues } from '../checkInRequest';
import { siteTimeZone } from '../../../lib/siteTime';
import { doorOptions } from '../doorOptions';
import { ScheduledPurchaseOrders } from './ScheduledPurchaseOrders';
import { useScheduledShipment } from '../useScheduledShipment';

const dockOptions = DOCK_LOCATIONS.map((dock) => ({ value: dock, label: dock }));
const tmpNumberRules = [
  { required: true, whitespace: true, message: VALIDATION.tmpNumberRequired },
  { validator: (_: unknown, value?: string) => (value && hasControlOrInvisible(value) ? Promise.reject(new Error(VALIDATION.tmpNumberInvisible)) : Promise.resolve()) },
];

interface ContainerCheckInFormProps {
  disabled: boolean;
  onPreviewQr: (tmpNumber: string) => void;
  onCheckedIn: (shipment: Shipment) => void;
}

export function ContainerCheckInForm({ disabled, onPreviewQr, onCheckedIn }: ContainerCheckInFormProps) {
  const [form] = Form.useForm<CheckInFormValues>();
  const tmpNumber = Form.useWatch('tmpNumber', form);
  const hasTmpNumber = Boolean(tmpNumber?.trim());
  const [checkIn, { isLoading: saving }] = useCheckInContainerMutation();
  const floorLeads = useListCrewMembersQuery('floor_lead');
  const doors = useListContainerDoorsQuery();
  const scheduled = useScheduledShipment(form, tmpNumber, doors.data);
  const noFloorLeads = floorLeads.isSuccess && floorLeads.data.length === 0;

  const previewQr = () => {
    // The field's current value: the watched one follows a moment later.
    const tmpNumber = String(form.getFieldValue('tmpNumber') ?? '').trim();
    if (!tmpNumber) {
      toast({ title: VALIDATION.tmpNumberForQr, variant: 'destructive' });
      return;
    }
    onPreviewQr(tmpNumber);
  };

  const submit = async (values: CheckInFormValues) => {
    try {
      const shipment = await checkIn(toCheckInRequest(values)).unwrap();
      toast({
        title: TOASTS.containerCheckInComplete.title,
        description: `${shipment.tmpNumber} is checked in at door ${shipment.containerDoor}, ${shipment.dockLocation}.`,
      });
      form.resetFields();
      onCheckedIn(shipment);
    } catch (error) {
      showServerFieldErrors(form, error, CHECK_IN_FIELDS);
      toastFailure(error, TOASTS.checkInFailed);
    }
  };

  return (
    <Form form={form} name="container-checkin" layout="vertical" initialValues={EMPTY_CHECK_IN} onFinish={submit} disabled={disabled}>
      <Row gutter={16}>
        {scheduled && (
          <Col xs={24}>
            <Alert className="screen-notice" type={scheduled.type} showIcon title={scheduled.message} />
            <ScheduledPurchaseOrders purchaseOrders={scheduled.purchaseOrders} disabled={disabled} />
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item label="TMP Number" name="tmpNumber" rules={tmpNumberRules}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Floor Lead" name="floorLeadId" extra={noFloorLeads ? 'No floor leads are set up yet. An admin can mark users as floor leads.' : undefined}>
            <Select
              allowClear
              loading={floorLeads.isLoading}
              placeholder={noFloorLeads ? 'No floor leads are set up yet' : 'Select a floor lead'}
              notFoundContent={floorLeads.isError ? 'Floor leads could not be loaded' : 'No floor leads are set up yet'}
              options={floorLeads.data?.map((member) => ({ value: member.id, label: member.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Container Door" name="containerDoor" rules={[{ required: true, message: VALIDATION.containerDoorRequired }]}>
            <Select placeholder="Select a door" options={doorOptions(doors.data)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Dock Location" name="dockLocation" rules={[{ required: true, message: VALIDATION.dockLocationRequired }]}>
            <Select placeholder="Select a dock" options={dockOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Seal Number" name="sealNumber">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Temp Recorder ID" name="tempRecorderId">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Estimated Completion" name="estimatedCompletion" extra={`Site time (${siteTimeZone()})`}>
            <Input type="datetime-local" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="PO Numbers" name="poNumbers" extra="Separate several PO numbers with commas.">
            <Input autoComplete="off" placeholder="PO-1001, PO-1002" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Notes" name="notes">
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<CheckOutlined />} loading={saving}>
          {saving ? 'Checking in...' : 'Check In Container'}
        </Button>
        <Button htmlType="button" icon={<QrcodeOutlined />} disabled={!hasTmpNumber} onClick={previewQr}>
          Generate QR
        </Button>
      </Space>
    </Form>
  );
}
