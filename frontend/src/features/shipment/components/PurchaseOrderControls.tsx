import { Button, Form, Input, Popconfirm, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { VALIDATION, type PurchaseOrder } from '@dockflow/contracts';
import { toastFailure } from '../../../lib/commandFailure';
import { fromSiteDateTimeInput, siteTimeZone, toSiteDateTimeInput } from '../../../lib/siteTime';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAddPurchaseOrderMutation, useRemovePurchaseOrderMutation, useSetAppointmentMutation } from '../../workflow-shared/api/purchaseOrderCommands';

interface AddValues {
  poNumber: string;
  appointmentAt: string;
}

/** docs/product.md §4.1: adds a PO to the shipment, with its appointment when known (§5). */
export function AddPurchaseOrderForm({ shipmentId }: { shipmentId: string }) {
  const [form] = Form.useForm<AddValues>();
  const [add, { isLoading }] = useAddPurchaseOrderMutation();
  const submit = async ({ poNumber, appointmentAt }: AddValues) => {
    try {
      const added = await add({ shipmentId, poNumber: poNumber.trim(), appointmentAt: fromSiteDateTimeInput(appointmentAt) }).unwrap();
      toast({ title: 'PO Added', description: `PO ${added.poNumber} is on the shipment.` });
      form.resetFields();
    } catch (error) {
      toastFailure(error, { title: 'Add Failed', description: 'The PO could not be added.' }, 'all');
    }
  };
  return (
    <Form form={form} name="add-purchase-order" layout="inline" onFinish={submit} initialValues={{ poNumber: '', appointmentAt: '' }} className="po-add-form">
      <Form.Item name="poNumber" label="PO Number" rules={[{ required: true, whitespace: true, message: VALIDATION.poNumberRequired }]}>
        <Input autoComplete="off" placeholder="PO-1001" />
      </Form.Item>
      <Form.Item name="appointmentAt" label="Appointment" tooltip={`Site time (${siteTimeZone()})`}>
        <Input type="datetime-local" />
      </Form.Item>
      <Button htmlType="submit" icon={<PlusOutlined />} loading={isLoading}>
        Add PO
      </Button>
    </Form>
  );
}

/** A PO's appointment, editable until its truck checks in (docs/product.md §5); blank falls back to the shipment's ETA. */
export function AppointmentCell({ po, editable }: { po: PurchaseOrder; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [setAppointment, { isLoading }] = useSetAppointmentMutation();
  const shown = po.appointmentAt ? formatDateTime(po.appointmentAt) : 'Shipment ETA';
  if (!editable || po.checkInTime) return <span>{shown}</span>;
  if (!editing) {
    return (
      <Button
        type="link"
        size="small"
        aria-label={`Set the appointment of PO ${po.poNumber}`}
        onClick={() => {
          setValue(toSiteDateTimeInput(po.appointmentAt));
          setEditing(true);
        }}
      >
        {shown}
      </Button>
    );
  }
  const save = async () => {
    try {
      await setAppointment({ purchaseOrderId: po.id, appointmentAt: fromSiteDateTimeInput(value) }).unwrap();
      setEditing(false);
    } catch (error) {
      toastFailure(error, { title: 'Appointment Not Saved', description: 'The appointment could not be saved.' }, 'all');
    }
  };
  return (
    <Space.Compact>
      <Input type="datetime-local" aria-label={`Appointment of PO ${po.poNumber}`} title={`Site time (${siteTimeZone()})`} value={value} onChange={(event) => setValue(event.target.value)} />
      <Button type="primary" loading={isLoading} onClick={save}>
        Save
      </Button>
      <Button onClick={() => setEditing(false)}>Cancel</Button>
    </Space.Compact>
  );
}

/** Removes a PO whose truck is not checked in (docs/product.md §4.1), after a confirmation. */
export function RemovePurchaseOrderButton({ po }: { po: PurchaseOrder }) {
  const [remove, { isLoading }] = useRemovePurchaseOrderMutation();
  const confirm = async () => {
    try {
      await remove(po).unwrap();
      toast({ title: 'PO Removed', description: `PO ${po.poNumber} is no longer on the shipment.` });
    } catch (error) {
      toastFailure(error, { title: 'Remove Failed', description: 'The PO could not be removed.' }, 'all');
    }
  };
  return (
    <Popconfirm title={`Remove PO ${po.poNumber}?`} okText="Remove" okButtonProps={{ danger: true }} onConfirm={confirm}>
      <Button danger size="small" icon={<DeleteOutlined />} loading={isLoading} aria-label={`Remove PO ${po.poNumber}`}>
        Remove
      </Button>
    </Popconfirm>
  );
}
