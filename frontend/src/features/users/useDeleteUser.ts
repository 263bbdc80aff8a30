import { Modal } from 'antd';
import { VALIDATION, type PublicUser } from '@dockflow/contracts';
import { toast } from '../../lib/toast';
import { useDeleteUserMutation } from '../../resources/users';
import { toastFailure } from '../../lib/commandFailure';

/**
 * Deleting a user after a confirmation that says it cannot be undone (docs/product.md §2.15). The signed-in
 * admin's own account is refused before asking. Render `confirmation` where the dialog may appear.
 */
export function useDeleteUser(currentUserId: string | undefined) {
  const [modal, confirmation] = Modal.useModal();
  const [deleteUser] = useDeleteUserMutation();

  const remove = async (user: PublicUser) => {
    try {
      await deleteUser(user.id).unwrap();
      toast({ title: 'User Deleted', description: `${user.username} can no longer sign in.` });
    } catch (error) {
      toastFailure(error, { title: 'Error', description: 'Failed to delete user.' }, 'all');
    }
  };

  const confirmDelete = (user: PublicUser) => {
    if (user.id === currentUserId) {
      toast({ title: 'Error', description: VALIDATION.cannotDeleteSelf, variant: 'destructive' });
      return;
    }
    modal.confirm({
      title: `Delete ${user.username}?`,
      content: 'This action cannot be undone. The account is removed and can no longer sign in.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => remove(user),
    });
  };

  return { confirmDelete, confirmation };
}
