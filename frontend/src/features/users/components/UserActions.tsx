import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { VALIDATION, type PublicUser } from '@dockflow/contracts';

export interface UserActionHandlers {
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
}

interface UserActionsProps extends UserActionHandlers {
  user: PublicUser;
  /** The signed-in admin's own account, which they cannot delete (docs/product.md §6.2). */
  isSelf: boolean;
}

export function UserActions({ user, isSelf, onEdit, onDelete }: UserActionsProps) {
  return (
    <Space wrap>
      <Button icon={<EditOutlined />} aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
        Edit
      </Button>
      <Tooltip title={isSelf ? VALIDATION.cannotDeleteSelf : undefined}>
        <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${user.username}`} disabled={isSelf} onClick={() => onDelete(user)}>
          Delete
        </Button>
      </Tooltip>
    </Space>
  );
}
