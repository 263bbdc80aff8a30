import { Button, Form, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PRIORITIES, VALIDATION, type Priority, type WorkflowStep } from '@dockflow/contracts';
import { useListCrewMembersQuery } from '../../../resources/crewMembers';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toastFailure } from '../../../lib/commandFailure';
import { toast } from '../../../lib/toast';
import { ShipmentSelect } from '../../workflow-shared/components/ShipmentSelect';
import { useCreateSpotterTaskMutation } from '../api/spotterTasksApi';
import { PRIORITY_LABELS } from '../spotterTasks';

interface NewTaskValues {
  taskDescription: string;
  assignedTo?: string;
  priority: Priority;
  shipmentId?: string;
}

const FIELDS = ['taskDescription', 'assignedTo', 'priority', 'shipmentId'] as const;
const INITIAL_VALUES: Partial<NewTaskValues> = { taskDescription: '', priority: 'normal' };
const DESCRIPTION_MAX_LENGTH = 1000;
/** A task may be about any shipment not yet completed. */
const OPEN_STEPS: readonly WorkflowStep[] = ['pending', 'container_checkin', 'truck_checkin', 'bol_entry', 'loading'];
const priorityOptions = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

/** docs/product.md §2.13 and §17.13: the New Task form. Spotters are the users an admin marked as such (§6.3). */
export function NewTaskForm({ disabled }: { disabled: boolean }) {
  const [form] = Form.useForm<NewTaskValues>();
  const [createTask, { isLoading: saving }] = useCreateSpotterTaskMutation();
  const spotters = useListCrewMembersQuery('spotter');
  const noSpotters = spotters.isSuccess && spotters.data.length === 0;

  const submit = async ({ taskDescription, assignedTo = '', priority, shipmentId }: NewTaskValues) => {
    try {
      const task = await createTask({ taskDescription: taskDescription.trim(), assignedTo, priority, shipmentId }).unwrap();
      toast({ title: 'Task Created', description: `Assigned to ${task.assigneeName ?? 'the spotter'}.` });
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error, FIELDS);
      toastFailure(error, { title: 'Task Creation Failed', description: 'Failed to create task.' }, 'all');
    }
  };

  return (
    <Form form={form} name="new-spotter-task" layout="vertical" initialValues={INITIAL_VALUES} onFinish={submit} disabled={disabled}>
      <Form.Item label="Task Description" name="taskDescription" rules={[{ required: true, whitespace: true, message: VALIDATION.taskDescriptionRequired }]}>
        <Input.TextArea rows={3} maxLength={DESCRIPTION_MAX_LENGTH} placeholder="Move trailer 12 from the yard to door 2A" />
      </Form.Item>
      <Form.Item
        label="Assign To"
        name="assignedTo"
        rules={[{ required: true, message: VALIDATION.assignToSpotter }]}
        extra={noSpotters ? 'No spotters are set up yet. An admin marks users as spotters in User Management.' : undefined}
      >
        <Select
          loading={spotters.isLoading}
          placeholder={noSpotters ? 'No spotters are set up yet' : 'Select a spotter'}
          notFoundContent={spotters.isError ? 'Spotters could not be loaded' : 'No spotters are set up yet'}
          options={spotters.data?.map((spotter) => ({ value: spotter.id, label: spotter.name }))}
        />
      </Form.Item>
      <Form.Item label="Priority" name="priority">
        <Select options={priorityOptions} />
      </Form.Item>
      <Form.Item label="Shipment" name="shipmentId" extra="Optional: the shipment the task is for.">
        <ShipmentSelect steps={OPEN_STEPS} allowClear placeholder="Select a shipment" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving} block>
        Create Task
      </Button>
    </Form>
  );
}
