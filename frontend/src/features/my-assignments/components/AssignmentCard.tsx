import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { CREW_FUNCTION_LABELS, type MyAssignment } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { toastFailure } from '../../../lib/commandFailure';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { useOpenInstructionsMutation } from '../api/myAssignmentsApi';

/** One assignment: where to go, and its instructions once opened (opening tells the sender, docs/product.md §8.4). */
export function AssignmentCard({ assignment, userId }: { assignment: MyAssignment; userId: string }) {
  const [openInstructions, { isLoading: opening }] = useOpenInstructionsMutation();
  const open = async () => {
    try {
      await openInstructions({ assignmentId: assignment.assignmentId, userId }).unwrap();
    } catch (error) {
      toastFailure(error, { title: 'The instructions could not be opened', description: 'Try again in a moment.' });
    }
  };

  return (
    <Card
      title={<Link to={`/shipments/${assignment.shipmentId}`}>{assignment.tmpNumber}</Link>}
      extra={
        <Space wrap size={4}>
          {assignment.crewFunctions.map((crewFunction) => (
            <Tag key={crewFunction}>{CREW_FUNCTION_LABELS[crewFunction]}</Tag>
          ))}
          {assignment.active ? <Tag color="blue">Active</Tag> : <Tag>Completed</Tag>}
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'door', label: 'Container Door', children: assignment.containerDoor ?? NOT_SET },
            { key: 'dock', label: 'Dock', children: assignment.dockLocation ?? NOT_SET },
            { key: 'otr-door', label: 'OTR Door', children: assignment.otrDoorAssignment ?? NOT_SET },
            { key: 'sent', label: 'Sent', children: formatDateTime(assignment.sentAt) },
          ]}
        />
        {assignment.openedAt ? (
          <>
            <Alert type="info" title="Instructions" description={<span className="pre-line">{assignment.instructions ?? NOT_SET}</span>} />
            <Typography.Text type="secondary">{`Opened ${formatDateTime(assignment.openedAt)}`}</Typography.Text>
          </>
        ) : (
          <Button type="primary" icon={<EyeOutlined />} loading={opening} onClick={() => void open()}>
            Open Instructions
          </Button>
        )}
      </Space>
    </Card>
  );
}
