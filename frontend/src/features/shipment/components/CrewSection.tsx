import { Descriptions, Empty, Flex, Tag } from 'antd';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { useListCrewAssignmentsQuery } from '../../../resources/crewAssignments';
import { CrewOpenedStatus } from '../../workflow-shared/components/CrewOpenedStatus';
import type { CrewNames } from '../useCrewNames';
import { QueryCard } from './QueryCard';

/** The OTR driver, forklift operator, door and instructions assigned to the shipment. */
export function CrewSection({ shipmentId, names }: { shipmentId: string; names: CrewNames }) {
  const query = useListCrewAssignmentsQuery(shipmentId);
  return (
    <QueryCard title="Crew Assignment" query={query}>
      {(assignments) =>
        assignments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No crew assigned yet" />
        ) : (
          <Flex vertical gap={16}>
            {assignments.map((assignment) => (
              <Descriptions
                key={assignment.id}
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  { key: 'driver', label: 'OTR Driver', children: names('otr_driver', assignment.otrDriverId) },
                  { key: 'forklift', label: 'Forklift Operator', children: names('forklift_operator', assignment.forkliftOperatorId) },
                  { key: 'door', label: 'OTR Door', children: assignment.otrDoorAssignment ?? NOT_SET },
                  { key: 'assigned', label: 'Assigned', children: formatDateTime(assignment.createdAt) },
                  {
                    key: 'sent',
                    label: 'Instructions Sent',
                    children: assignment.instructionsSent ? <Tag color="green">{`Sent ${formatDateTime(assignment.sentAt)}`}</Tag> : <Tag>Not sent</Tag>,
                  },
                  ...(assignment.instructionsSent
                    ? [
                        {
                          key: 'opened',
                          label: 'Opened',
                          children: (
                            <CrewOpenedStatus
                              assignment={assignment}
                              driverName={names('otr_driver', assignment.otrDriverId)}
                              forkliftOperatorName={names('forklift_operator', assignment.forkliftOperatorId)}
                            />
                          ),
                        },
                      ]
                    : []),
                  { key: 'instructions', label: 'Instructions', span: 'filled', children: <span className="pre-line">{assignment.instructions ?? NOT_SET}</span> },
                ]}
              />
            ))}
          </Flex>
        )
      }
    </QueryCard>
  );
}
