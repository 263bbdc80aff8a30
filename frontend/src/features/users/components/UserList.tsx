import { Empty, Skeleton, Spin } from 'antd';
import type { PublicUser } from '@dockflow/contracts';
import { UserTable, type UserViewProps } from './UserTable';

interface UserListProps extends Omit<UserViewProps, 'users'> {
  /** Undefined until the first answer. */
  users: PublicUser[] | undefined;
  /** A new answer is on its way (the filters changed, or a change was saved). */
  refreshing: boolean;
}

/** The users as a table, or as cards on a phone. */
export function UserList({ users, refreshing, ...view }: UserListProps) {
  if (!users) {
    return (
      <div aria-busy="true" aria-label="Loading users">
        <Skeleton active />
      </div>
    );
  }
  return (
    <Spin spinning={refreshing}>
      {users.length === 0 ? (
        <Empty description="No users found" />
      ) : (
        <UserTable users={users} {...view} />
      )}
    </Spin>
  );
}
