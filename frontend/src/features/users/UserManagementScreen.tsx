import { Alert, Button, Card } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { PublicUser } from '@dockflow/contracts';
import { useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { useSession } from '../../lib/session';
import { useListUsersQuery, type UserFilter } from '../../resources/users';
import { UserFilters } from './components/UserFilters';
import { UserFormDialog } from './components/UserFormDialog';
import { UserList } from './components/UserList';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useDeleteUser } from './useDeleteUser';
import { useLeaveWhenRefused } from './useLeaveWhenRefused';

/** Typing in the search box asks the server once the typing pauses. */
const SEARCH_DELAY_MS = 300;

/** The open create/edit dialog: `editing` is null when creating. */
interface UserDialog {
  editing: PublicUser | null;
}

/** docs/product.md §2.15: the admin's user list, with create, edit and delete. */
export function UserManagementScreen() {
  const { user: currentUser } = useSession();
  const [filter, setFilter] = useState<UserFilter>({ search: '' });
  const search = useDebouncedValue(filter.search, SEARCH_DELAY_MS);
  const { data: users, isFetching, error, refetch } = useListUsersQuery({ ...filter, search });
  const refused = useLeaveWhenRefused(error);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const { confirmDelete, confirmation } = useDeleteUser(currentUser?.id);

  const heading = <PageHeading title="User Management" description="Create accounts, set roles and crew functions, and remove access." />;
  // The server said no: the toast explains, and the page goes to / in a moment.
  if (refused) return heading;

  return (
    <>
      {heading}
      <Card
        title="Users"
        extra={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({ editing: null })}>
            Create User
          </Button>
        }
      >
        <UserFilters filter={filter} onChange={setFilter} />
        {error ? (
          <Alert
            type="error"
            showIcon
            title="Users could not be loaded."
            description={error.message}
            action={<Button onClick={() => void refetch()}>Retry</Button>}
          />
        ) : (
          <UserList
            users={users}
            refreshing={isFetching}
            currentUserId={currentUser?.id}
            onEdit={(user) => setDialog({ editing: user })}
            onDelete={confirmDelete}
          />
        )}
      </Card>
      {dialog && <UserFormDialog user={dialog.editing} currentUserId={currentUser?.id} onClose={() => setDialog(null)} />}
      {confirmation}
    </>
  );
}
