import { Alert, Button, Col, Form, Row, Select } from 'antd';
import { FileDoneOutlined } from '@ant-design/icons';
import { VALIDATION, type PurchaseOrder, type Shipment } from '@dockflow/contracts';
import { formatWeight } from '../../../components/valueFormat';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { useListShipmentPurchaseOrdersQuery } from '../../../resources/shipmentPurchaseOrders';
import { toastFailure } from '../../../lib/commandFailure';
import { PURCHASE_ORDER_NOT_FOUND, WORKFLOW_TOASTS } from '../../workflow-shared/workflowMessages';
import { useRecordBillOfLadingMutation } from '../api/bolEntryApi';
import { BOL_FIELDS, grossExceedsNet, toBolEntryRequest, type BolFormValues } from '../bolEntryRequest';
import { TareWeight } from './TareWeight';
import { NumberInput } from '../../../components/NumberInput';

const countRules = (message: string) => [
  { required: true, message },
  { type: 'number' as const, min: 1, message },
];
const weightRules = (message: string) => [
  { required: true, message },
  { type: 'number' as const, min: 0.1, message },
];

function purchaseOrderOption(purchaseOrder: PurchaseOrder) {
  const recorded = purchaseOrder.pieces === null ? '' : ' (BOL recorded)';
  return { value: purchaseOrder.poNumber, label: `${purchaseOrder.poNumber}${recorded}` };
}

/** A PO's recorded bill of lading, to correct it; empty fields for one without. */
function recordedBol(purchaseOrder: PurchaseOrder | undefined): BolFormValues {
  return {
    pieces: purchaseOrder?.pieces ?? null,
    pallets: purchaseOrder?.pallets ?? null,
    netWeight: purchaseOrder?.netWeight ? Number(purchaseOrder.netWeight) : null,
    grossWeight: purchaseOrder?.grossWeight ? Number(purchaseOrder.grossWeight) : null,
  };
}

interface BolEntryFormProps {
  shipment: Shipment;
  disabled: boolean;
}

/** The bill of lading of one of the shipment's POs whose truck is checked in (docs/product.md §2.8, §17.8). */
export function BolEntryForm({ shipment, disabled }: BolEntryFormProps) {
  const [form] = Form.useForm<BolFormValues>();
  const netWeight = Form.useWatch('netWeight', form);
  const grossWeight = Form.useWatch('grossWeight', form);
  const purchaseOrders = useListShipmentPurchaseOrdersQuery(shipment.id);
  const trucksIn = (purchaseOrders.data ?? []).filter((purchaseOrder) => purchaseOrder.checkInTime);
  const [recordBol, { isLoading: saving }] = useRecordBillOfLadingMutation();

  const choosePurchaseOrder = (poNumber: string) =>
    form.setFieldsValue(recordedBol(trucksIn.find((purchaseOrder) => purchaseOrder.poNumber === poNumber)));

  const submit = async (values: BolFormValues) => {
    if (!grossExceedsNet(Number(values.netWeight), Number(values.grossWeight))) {
      toast({ ...WORKFLOW_TOASTS.weightError, variant: 'destructive' });
      return;
    }
    const purchaseOrder = trucksIn.find((candidate) => candidate.poNumber === values.poNumber);
    if (!purchaseOrder) {
      form.setFields([{ name: 'poNumber', errors: [PURCHASE_ORDER_NOT_FOUND] }]);
      toast({ title: WORKFLOW_TOASTS.bolEntryFailed.title, description: PURCHASE_ORDER_NOT_FOUND, variant: 'destructive' });
      return;
    }
    try {
      const bol = toBolEntryRequest(values);
      await recordBol({ purchaseOrderId: purchaseOrder.id, bol }).unwrap();
      toast({
        title: WORKFLOW_TOASTS.bolEntryComplete.title,
        description: `PO ${purchaseOrder.poNumber}: ${bol.pieces} pieces on ${bol.pallets} pallets, ${formatWeight(bol.netWeight)} net, ${formatWeight(bol.grossWeight)} gross.`,
      });
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error, BOL_FIELDS);
      toastFailure(error, WORKFLOW_TOASTS.bolEntryFailed);
    }
  };

  return (
    <Form form={form} name="bol-entry" layout="vertical" onFinish={submit} disabled={disabled}>
      {purchaseOrders.isSuccess && trucksIn.length === 0 && (
        <Alert
          className="screen-notice"
          type="warning"
          showIcon
          title={`No truck is checked in for a PO of ${shipment.tmpNumber} yet.`}
          description="Check a truck in on Truck Check-In first; its PO then appears here."
        />
      )}
      {purchaseOrders.isError && <Alert className="screen-notice" type="error" showIcon title="The purchase orders could not be loaded." />}
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item label="PO Number" name="poNumber" rules={[{ required: true, message: VALIDATION.poNumberRequired }]}>
            <Select
              placeholder="Select a PO whose truck is checked in"
              loading={purchaseOrders.isLoading}
              options={trucksIn.map(purchaseOrderOption)}
              onChange={choosePurchaseOrder}
              notFoundContent="No PO of this shipment has its truck checked in"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Pieces" name="pieces" rules={countRules(VALIDATION.piecesMin)}>
            <NumberInput />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Pallets" name="pallets" rules={countRules(VALIDATION.palletsMin)}>
            <NumberInput />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Net Weight" name="netWeight" rules={weightRules(VALIDATION.netWeightMin)}>
            <NumberInput decimals={2} step={0.01} suffix="lbs" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Gross Weight" name="grossWeight" rules={weightRules(VALIDATION.grossWeightMin)}>
            <NumberInput decimals={2} step={0.01} suffix="lbs" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item>
            <TareWeight netWeight={netWeight} grossWeight={grossWeight} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" icon={<FileDoneOutlined />} loading={saving}>
        {saving ? 'Recording...' : 'Record BOL'}
      </Button>
    </Form>
  );
}
