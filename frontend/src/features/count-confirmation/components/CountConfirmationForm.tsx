import { Alert, Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { CheckSquareOutlined } from '@ant-design/icons';
import { VALIDATION, type CountConfirmationView, type PurchaseOrder, type Shipment } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { useListShipmentPurchaseOrdersQuery } from '../../../resources/shipmentPurchaseOrders';
import { toastFailure } from '../../../lib/commandFailure';
import { WORKFLOW_TOASTS } from '../../workflow-shared/workflowMessages';
import { useConfirmCountMutation } from '../api/countConfirmationApi';
import { COUNT_FIELDS, EMPTY_COUNT, toCountConfirmationRequest, type CountFormValues } from '../countConfirmationRequest';
import { classifyCount, countDiscrepancy, describeDiscrepancy } from '../countDiscrepancy';
import { DiscrepancyDisplay } from './DiscrepancyDisplay';
import { NumberInput } from '../../../components/NumberInput';

function purchaseOrderOption(purchaseOrder: PurchaseOrder) {
  const pieces = purchaseOrder.pieces === null ? 'no BOL yet' : `${purchaseOrder.pieces} pieces`;
  return { value: purchaseOrder.id, label: `${purchaseOrder.poNumber} (${pieces})` };
}

/** "PO-2001: expected 100, counted 97. Shortage of 3." from the server's answer. */
function confirmedCountSummary({ expectedQuantity, actualQuantity }: CountConfirmationView, poNumber: string | undefined): string {
  const count = `expected ${expectedQuantity}, counted ${actualQuantity}. ${describeDiscrepancy(classifyCount(expectedQuantity, actualQuantity))}.`;
  return poNumber ? `PO ${poNumber}: ${count}` : count;
}

interface CountConfirmationFormProps {
  shipment: Shipment;
  disabled: boolean;
}

/** The count of one PO of the shipment against its BOL's pieces (docs/product.md §2.10, §17.10). */
export function CountConfirmationForm({ shipment, disabled }: CountConfirmationFormProps) {
  const [form] = Form.useForm<CountFormValues>();
  const purchaseOrders = useListShipmentPurchaseOrdersQuery(shipment.id);
  const poId = Form.useWatch('poId', form);
  const expected = Form.useWatch('expectedQuantity', form);
  const actual = Form.useWatch('actualQuantity', form);
  const chosen = purchaseOrders.data?.find((purchaseOrder) => purchaseOrder.id === poId);
  const count = countDiscrepancy(expected, actual);
  const hasDiscrepancy = Boolean(count && count.discrepancy !== 0);
  const [confirmCount, { isLoading: saving }] = useConfirmCountMutation();

  const choosePurchaseOrder = (purchaseOrderId: string) => {
    const purchaseOrder = purchaseOrders.data?.find((candidate) => candidate.id === purchaseOrderId);
    form.setFieldsValue({ expectedQuantity: purchaseOrder?.pieces ?? null });
    // Say at once when the PO has no expected count, rather than on submit.
    form.validateFields(['expectedQuantity']).catch(() => undefined);
  };

  const submit = async (values: CountFormValues) => {
    try {
      const confirmation = await confirmCount(toCountConfirmationRequest(shipment.id, values)).unwrap();
      toast({ title: WORKFLOW_TOASTS.countConfirmationComplete.title, description: confirmedCountSummary(confirmation, chosen?.poNumber) });
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error, COUNT_FIELDS);
      toastFailure(error, WORKFLOW_TOASTS.confirmationFailed);
    }
  };

  return (
    <Form form={form} name="count-confirmation" layout="vertical" initialValues={EMPTY_COUNT} onFinish={submit} disabled={disabled}>
      {purchaseOrders.isError && <Alert className="screen-notice" type="error" showIcon title="The purchase orders could not be loaded." />}
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item label="Purchase Order" name="poId" rules={[{ required: true, message: VALIDATION.purchaseOrderRequired }]}>
            <Select
              placeholder="Select a purchase order"
              loading={purchaseOrders.isLoading}
              options={purchaseOrders.data?.map(purchaseOrderOption)}
              onChange={choosePurchaseOrder}
              notFoundContent="This shipment has no purchase orders"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            label="Expected Quantity"
            name="expectedQuantity"
            rules={[{ required: true, type: 'number', min: 1, message: VALIDATION.expectedQuantityMin }]}
            extra={
              chosen && chosen.pieces === null
                ? `PO ${chosen.poNumber} has no bill of lading yet, so there is no expected count. Record its BOL on Bill of Lading Entry first.`
                : 'From the PO’s bill of lading.'
            }
          >
            <InputNumber readOnly style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            label="Actual Quantity"
            name="actualQuantity"
            rules={[
              { required: true, message: 'Actual quantity is required' },
              { type: 'number', min: 0, message: VALIDATION.actualQuantityMin },
            ]}
          >
            <NumberInput />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item>
            <DiscrepancyDisplay count={count} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            label="Notes"
            name="notes"
            required={hasDiscrepancy}
            extra={hasDiscrepancy ? 'Required with a discrepancy: say what was found.' : undefined}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" icon={<CheckSquareOutlined />} loading={saving}>
        {saving ? 'Confirming...' : 'Confirm Count'}
      </Button>
    </Form>
  );
}
