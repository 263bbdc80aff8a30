import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { CONTAINER_DOORS, DOCK_LOCATIONS, type ContainerDoor, type DockLocation, type EditShipmentRequest, type Shipment } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toastFailure } from '../../../lib/commandFailure';
import { toast } from '../../../lib/toast';
import { useEditShipmentMutation } from '../api/editShipmentApi';
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/dateTimeInput';

interface EditValues {
  containerDoor?: ContainerDoor;
  dockLocation?: DockLocation;
  sealNumber: string;
  tempRecorderId: string;
  estimatedCompletion: string;
  notes: string;
}

/** The form's fields, named as the server names them, so its field errors land under them. */
const FIELDS = ['containerDoor', 'dockLocation', 'sealNumber', 'tempRecorderId', 'estimatedCompletion', 'notes'] as const;
const doorOptions = CONTAINER_DOORS.map((door) => ({ value: door, label: door }));
const dockOptions = DOCK_LOCATIONS.map((dock) => ({ value: dock, label: dock }));

function formValues(shipment: Shipment): EditValues {
  return {
    // The stored values are among the options (the server checks them); found so, they keep their types.
    containerDoor: CONTAINER_DOORS.find((door) => door === shipment.containerDoor),
    dockLocation: DOCK_LOCATIONS.find((dock) => dock === shipment.dockLocation),
    sealNumber: shipment.sealNumber ?? '',
    tempRecorderId: shipment.tempRecorderId ?? '',
    estimatedCompletion: toDateTimeInput(shipment.estimatedCompletion),
    notes: shipment.notes ?? '',
  };
}

/** A cleared text field clears the value; door and dock are only sent when chosen. */
function toEdit(values: EditValues): EditShipmentRequest {
  const text = (value: string) => value.trim() || null;
  return {
    containerDoor: values.containerDoor,
    dockLocation: values.dockLocation,
    sealNumber: text(values.sealNumber),
    tempRecorderId: text(values.tempRecorderId),
    estimatedCompletion: fromDateTimeInput(values.estimatedCompletion),
    notes: text(values.notes),
  };
}

interface EditShipmentDialogProps {
  shipment: Shipment;
  open: boolean;
  onClose: () => void;
}

/** docs/product.md §11: edit door, dock, seal, temperature recorder, ETA and notes. */
export function EditShipmentDialog({ shipment, open, onClose }: EditShipmentDialogProps) {
  const [form] = Form.useForm<EditValues>();
  const [edit, { isLoading: saving }] = useEditShipmentMutation();

  const save = async (values: EditValues) => {
    try {
      await edit({ shipmentId: shipment.id, edit: toEdit(values) }).unwrap();
      toast({ title: 'Shipment Updated', description: `${shipment.tmpNumber} is saved.` });
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, FIELDS);
      toastFailure(error, { title: 'Update Failed', description: 'Failed to update shipment.' }, 'all');
    }
  };

  return (
    <Modal
      open={open}
      title={`Edit ${shipment.tmpNumber}`}
      okText="Save Changes"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="edit-shipment" layout="vertical" initialValues={formValues(shipment)} onFinish={save}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Container Door" name="containerDoor">
              <Select placeholder="Select a door" options={doorOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Dock Location" name="dockLocation">
              <Select placeholder="Select a dock" options={dockOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Seal Number" name="sealNumber">
              <Input autoComplete="off" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Temp Recorder ID" name="tempRecorderId">
              <Input autoComplete="off" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Estimated Completion" name="estimatedCompletion">
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Notes" name="notes">
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
