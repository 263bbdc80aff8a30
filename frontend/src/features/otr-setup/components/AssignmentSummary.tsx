import { Alert, Button, Descriptions, Space } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { OtrAssignment } from '@dockflow/contracts';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/commandFailure';
import { useListCrewAssignmentsQuery } from '../../../resources/crewAssignments';
import { CrewOpenedStatus } from '../../workflow-shared/components/CrewOpenedStatus';
import { WORKFLOW_TOASTS } from '../../workflow-shared/workflowMessages';
import { useSendInstructionsMutation } from '../api/otrSetupApi';

/** An assignment just made, with the names and TMP number it was made for. */
export interface CreatedAssignment {
  assignment: OtrAssignment;
  tmpNumber: string;
  otrDriverName: string;
  forkliftOperatorName: string;
}

interface AssignmentSummaryProps {
  created: CreatedAssignment;
  disabled: boolean;
  onSent: (assignment: OtrAssignment) => void;
}

/** The assignment made, and Send Instructions (again, if need be: the server re-stamps the time). */
export function AssignmentSummary({ created, disabled, onSent }: AssignmentSummaryProps) {
  const { tmpNumber, otrDriverName, forkliftOperatorName } = created;
  // The shipment's crew list follows the pushes: the crew opening the instructions shows here as it happens.
  const { data: crew } = useListCrewAssignmentsQuery(created.assignment.shipmentId);
  const assignment = crew?.find((known) => known.id === created.assignment.id) ?? created.assignment;
  const [sendInstructions, { isLoading: sending }] = useSendInstructionsMutation();

  const send = async () => {
    try {
      const sent = await sendInstructions(assignment.id).unwrap();
      toast({
        title: WORKFLOW_TOASTS.instructionsSent.title,
        description: `The instructions for ${tmpNumber} went to ${otrDriverName} and ${forkliftOperatorName} at ${formatDateTime(sent.sentAt)}.`,
      });
      onSent(sent);
    } catch (error) {
      toastFailure(error, WORKFLOW_TOASTS.sendFailed);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'shipment', label: 'Shipment', children: tmpNumber },
          { key: 'driver', label: 'OTR Driver', children: otrDriverName },
          { key: 'forklift', label: 'Forklift Operator', children: forkliftOperatorName },
          { key: 'door', label: 'OTR Door', children: assignment.otrDoorAssignment ?? NOT_SET },
          { key: 'instructions', label: 'Instructions', children: <span style={{ whiteSpace: 'pre-wrap' }}>{assignment.instructions ?? NOT_SET}</span> },
        ]}
      />
      {assignment.instructionsSent ? (
        <Alert
          type="success"
          showIcon
          title={`Instructions sent ${formatDateTime(assignment.sentAt)}`}
          description={<CrewOpenedStatus assignment={assignment} driverName={otrDriverName} forkliftOperatorName={forkliftOperatorName} />}
        />
      ) : (
        <Alert type="info" showIcon title="Instructions not sent yet" />
      )}
      <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={disabled} onClick={send}>
        {sending ? 'Sending...' : 'Send Instructions'}
      </Button>
    </Space>
  );
}
