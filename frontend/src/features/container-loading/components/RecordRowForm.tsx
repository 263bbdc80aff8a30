import { Alert, Button, Form, Input } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { LOADING_ROWS_PER_CONTAINER, VALIDATION, type LoadingRow, type Shipment } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/commandFailure';
import { isQueued } from '../../../lib/http';
import { WORKFLOW_TOASTS } from '../../workflow-shared/workflowMessages';
import { useRecordLoadingRowMutation } from '../api/containerLoadingApi';
import { nextRowToLoad } from '../loadingRows';
import { listenForRowFigures, type RowFigures } from '../rowFigures';
import { NumberInput } from '../../../components/NumberInput';

interface RowFormValues {
  rowNumber?: number | null;
  notes: string;
}

const ROW_FIELDS = ['rowNumber', 'notes'] as const satisfies readonly (keyof RowFormValues)[];

/** How long a saved row waits for its own push, which brings the server's figures. */
const ROW_PUSH_WAIT_MS = 2000;

/** The toast of a saved row, with the server's figures; without them (no live connection) it says only which row. */
function savedRowToast(row: LoadingRow, figures: RowFigures | undefined, tmpNumber: string) {
  if (!figures) return { title: WORKFLOW_TOASTS.rowComplete.title, description: `Row ${row.rowNumber} of ${tmpNumber} is loaded.` };
  if (figures.progressPercentage === 100) {
    return { title: WORKFLOW_TOASTS.containerLoadingComplete.title, description: `All ${LOADING_ROWS_PER_CONTAINER} rows of ${tmpNumber} are loaded.` };
  }
  return {
    title: WORKFLOW_TOASTS.rowComplete.title,
    description: `Row ${row.rowNumber} of ${tmpNumber} is loaded: ${figures.progressPercentage}% (${figures.rowsRecorded} of ${LOADING_ROWS_PER_CONTAINER} rows).`,
  };
}

interface RecordRowFormProps {
  shipment: Shipment;
  /** The rows recorded so far. */
  rows: readonly LoadingRow[];
  /** Rows recorded here while no network answered, waiting on this device to be sent. */
  waitingRows: readonly number[];
  disabled: boolean;
}

/** Records one loaded row; the row number then moves on to the next open row and the notes clear (docs/product.md §2.12). */
export function RecordRowForm({ shipment, rows, waitingRows, disabled }: RecordRowFormProps) {
  const [form] = Form.useForm<RowFormValues>();
  const [recordRow, { isLoading: saving }] = useRecordLoadingRowMutation();
  const takenNumbers = [...rows.map((row) => row.rowNumber), ...waitingRows];
  const allLoaded = nextRowToLoad(rows) === undefined;

  // Whenever the rows change (a save here, a row waiting to be sent, or a row recorded elsewhere), a row number already taken moves on.
  // Keyed on the numbers, not the arrays, so that a re-render for anything else leaves what the operator is typing alone.
  const takenKey = takenNumbers.join(',');
  useEffect(() => {
    const taken = takenKey === '' ? [] : takenKey.split(',').map((rowNumber) => ({ rowNumber: Number(rowNumber) }));
    const current: number | null | undefined = form.getFieldValue('rowNumber');
    if (typeof current !== 'number' || taken.some((row) => row.rowNumber === current)) {
      form.setFieldValue('rowNumber', nextRowToLoad(taken, current ?? 0));
    }
  }, [form, takenKey]);

  const submit = async ({ rowNumber, notes }: RowFormValues) => {
    const rowPush = listenForRowFigures(shipment.id, Number(rowNumber));
    try {
      const row = await recordRow({ shipmentId: shipment.id, rowNumber: Number(rowNumber), notes: notes.trim() || undefined }).unwrap();
      form.setFieldValue('notes', '');
      toast(savedRowToast(row, await rowPush.within(ROW_PUSH_WAIT_MS), shipment.tmpNumber));
    } catch (error) {
      if (isQueued(error)) {
        form.setFieldValue('notes', '');
        toast({ title: 'Waiting to send', description: `No network: row ${rowNumber} of ${shipment.tmpNumber} is kept on this device and sent when the network is back.` });
        return;
      }
      showServerFieldErrors(form, error, ROW_FIELDS);
      toastFailure(error, WORKFLOW_TOASTS.recordFailed);
    } finally {
      rowPush.stop();
    }
  };

  return (
    <Form form={form} name="container-loading" layout="vertical" initialValues={{ notes: '' }} onFinish={submit} disabled={disabled || allLoaded}>
      {allLoaded && <Alert className="screen-notice" type="success" showIcon title={`Every row of ${shipment.tmpNumber} is loaded.`} />}
      <Form.Item
        label="Row Number"
        name="rowNumber"
        extra={`1 to ${LOADING_ROWS_PER_CONTAINER}`}
        rules={[
          { required: true, message: VALIDATION.rowNumberMin },
          { type: 'number', min: 1, message: VALIDATION.rowNumberMin },
          { type: 'number', max: LOADING_ROWS_PER_CONTAINER, message: `Row number must be at most ${LOADING_ROWS_PER_CONTAINER}` },
        ]}
      >
        <NumberInput />
      </Form.Item>
      <Form.Item label="Notes" name="notes">
        <Input autoComplete="off" placeholder="Optional" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<CheckCircleOutlined />} loading={saving}>
        {saving ? 'Recording...' : 'Record Row'}
      </Button>
    </Form>
  );
}
