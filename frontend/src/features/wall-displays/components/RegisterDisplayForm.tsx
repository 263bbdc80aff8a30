import { Button, Checkbox, Form, Input } from 'antd';
import { DOCK_LOCATIONS, VALIDATION, type DisplayPairing, type DockLocation } from '@dockflow/contracts';
import { toastFailure } from '../../../lib/commandFailure';
import { useRegisterDisplayMutation } from '../api/wallDisplaysApi';

interface RegisterValues {
  name: string;
  docks: DockLocation[];
}

/** Name a wall display and choose the docks it shows; the answer's pairing code is shown next. */
export function RegisterDisplayForm({ onRegistered }: { onRegistered: (pairing: DisplayPairing) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const [register, { isLoading }] = useRegisterDisplayMutation();
  const submit = async (values: RegisterValues) => {
    try {
      onRegistered(await register({ name: values.name.trim(), docks: values.docks }).unwrap());
      form.resetFields();
    } catch (error) {
      toastFailure(error, { title: 'Error', description: 'The display could not be registered.' }, 'all');
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ docks: [] }} requiredMark={false}>
      <Form.Item name="name" label="Display name" rules={[{ required: true, whitespace: true, message: VALIDATION.displayNameRequired }, { max: 100, message: VALIDATION.displayNameTooLong }]}>
        <Input placeholder="e.g. Dock A wall, north end" maxLength={100} />
      </Form.Item>
      <Form.Item name="docks" label="Docks it shows" rules={[{ required: true, type: 'array', min: 1, message: VALIDATION.displayDocksRequired }]}>
        <Checkbox.Group options={DOCK_LOCATIONS.map((dock) => ({ label: dock, value: dock }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Register Display
      </Button>
    </Form>
  );
}
