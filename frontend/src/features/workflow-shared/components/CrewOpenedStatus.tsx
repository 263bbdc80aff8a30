import { Flex, Tag } from 'antd';
import type { OtrAssignment } from '@dockflow/contracts';
import { formatDateTime } from '../../../lib/format';

/** A long name wraps on a phone instead of running out of the card. */
const WRAP = { whiteSpace: 'normal' } as const;

interface CrewOpenedStatusProps {
  assignment: OtrAssignment;
  driverName: string;
  forkliftOperatorName: string;
}

/** docs/product.md §8.4: whether each crew member has opened the sent instructions, kept current by the pushes. */
export function CrewOpenedStatus({ assignment, driverName, forkliftOperatorName }: CrewOpenedStatusProps) {
  const crew = [
    { key: 'driver', name: driverName, openedAt: assignment.driverOpenedAt },
    { key: 'forklift', name: forkliftOperatorName, openedAt: assignment.forkliftOperatorOpenedAt },
  ];
  return (
    <Flex vertical gap={4} align="start">
      {crew.map(({ key, name, openedAt }) =>
        openedAt ? (
          <Tag key={key} color="green" style={WRAP}>{`Opened by ${name} at ${formatDateTime(openedAt)}`}</Tag>
        ) : (
          <Tag key={key} style={WRAP}>{`Not opened yet by ${name}`}</Tag>
        ),
      )}
    </Flex>
  );
}
