import type { TableColumnsType } from 'antd';
import { AdaptiveTable } from '../../../components/AdaptiveTable';
import type { PublicUser } from '@dockflow/contracts';
import { NOT_SET, formatDate } from '../../../lib/format';
import { personName } from '../userDisplay';
import { CrewFunctionTags } from '../../../components/account/CrewFunctionTags';
import { RoleTag } from '../../../components/account/RoleTag';
import { UserActions, type UserActionHandlers } from './UserActions';
import { UsernameCell } from './UsernameCell';

export interface UserViewProps extends UserActionHandlers {
  users: PublicUser[];
  currentUserId: string | undefined;
}

function userColumns({ currentUserId, onEdit, onDelete }: Omit<UserViewProps, 'users'>): TableColumnsType<PublicUser> {
  return [
    { key: 'username', title: 'Username', render: (_, user) => <UsernameCell username={user.username} isSelf={user.id === currentUserId} /> },
    { key: 'name', title: 'Full Name', render: (_, user) => personName(user) },
    { key: 'email', title: 'Email', render: (_, user) => user.email ?? NOT_SET },
    { key: 'role', title: 'Role', render: (_, user) => <RoleTag role={user.role} /> },
    { key: 'crew', title: 'Crew Functions', render: (_, user) => <CrewFunctionTags crewFunctions={user.crewFunctions} /> },
    { key: 'created', title: 'Created', render: (_, user) => formatDate(user.createdAt) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, user) => <UserActions user={user} isSelf={user.id === currentUserId} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
}

/** The user list: a table, or one card per user on a phone. */
export function UserTable({ users, ...handlers }: UserViewProps) {
  return (
    <AdaptiveTable<PublicUser> aria-label="Users" rowKey="id" columns={userColumns(handlers)} actionColumn="actions" dataSource={users} pagination={false} />
  );
}
