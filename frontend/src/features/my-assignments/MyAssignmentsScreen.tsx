import { Alert, Empty, Flex, Skeleton } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { PageHeading } from '../../components/PageHeading';
import { useSession } from '../../lib/session';
import { useListMyAssignmentsQuery } from './api/myAssignmentsApi';
import { AssignmentCard } from './components/AssignmentCard';

/** docs/product.md §8.4: the crew instructions sent to the signed-in user, active shipments first, kept current by the pushes. */
export function MyAssignmentsScreen() {
  const { user } = useSession();
  const assignments = useListMyAssignmentsQuery(user ? user.id : skipToken);

  return (
    <>
      <PageHeading title="My Assignments" description="Instructions sent to you as OTR driver or forklift operator. Opening them lets the sender know." />
      {assignments.isLoading ? (
        <Skeleton active />
      ) : assignments.error && !assignments.data ? (
        <Alert type="error" showIcon title="Your assignments could not be loaded." description={assignments.error.message} />
      ) : assignments.data?.length ? (
        <Flex vertical gap={16}>
          {assignments.data.map((assignment) => (
            <AssignmentCard key={assignment.assignmentId} assignment={assignment} userId={user?.id ?? ''} />
          ))}
        </Flex>
      ) : (
        <Empty description="No instructions have been sent to you yet. When an operator sends you OTR instructions, they appear here." />
      )}
    </>
  );
}
