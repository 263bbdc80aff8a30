import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { CREW_FUNCTIONS, CREW_FUNCTION_LABELS, ROLES, ROLE_LABELS, VALIDATION, type PublicUser } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { ProfileFields } from '../../../components/account/ProfileFields';
import { toastFailure } from '../../../lib/commandFailure';
import { useCreateUserMutation, useUpdateUserMutation } from '../../../resources/users';
import { EMPTY_USER_FORM, USER_FIELDS, toCreateUserRequest, toUserChanges, userFormValues, type UserFormValues } from '../userForm';

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const crewFunctionOptions = CREW_FUNCTIONS.map((crewFunction) => ({ value: crewFunction, label: CREW_FUNCTION_LABELS[crewFunction] }));

interface UserFormDialogProps {
  /** The user to edit, or null to create one. */
  user: PublicUser | null;
  currentUserId: string | undefined;
  onClose: () => void;
}

/** Creates a user, or edits one: profile fields, password, role and crew functions (docs/product.md §2.15, §6.3, §17.15). */
export function UserFormDialog({ user, currentUserId, onClose }: UserFormDialogProps) {
  const [form] = Form.useForm<UserFormValues>();
  const [createUser, creation] = useCreateUserMutation();
  const [updateUser, update] = useUpdateUserMutation();
  const isSelf = user !== null && user.id === currentUserId;

  const save = (values: UserFormValues): Promise<PublicUser> =>
    user ? updateUser({ id: user.id, changes: toUserChanges(values, isSelf) }).unwrap() : createUser(toCreateUserRequest(values)).unwrap();

  const submit = async (values: UserFormValues) => {
    try {
      const saved = await save(values);
      toast(
        user
          ? { title: 'User Updated', description: `The changes to ${saved.username} are saved.` }
          : { title: 'User Created', description: `${saved.username} can now sign in.` },
      );
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, USER_FIELDS);
      toastFailure(error, { title: 'Error', description: user ? 'Failed to update user.' : 'Failed to create user.' }, 'all');
    }
  };

  return (
    <Modal
      open
      title={user ? `Edit ${user.username}` : 'Create User'}
      okText={user ? 'Save Changes' : 'Create User'}
      okButtonProps={{ htmlType: 'submit', loading: creation.isLoading || update.isLoading }}
      onCancel={onClose}
      modalRender={(dialog) => (
        <Form form={form} name="user-form" layout="vertical" initialValues={user ? userFormValues(user) : EMPTY_USER_FORM} onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      <ProfileFields ownAccount={isSelf} />
      {isSelf ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              Change your own password on <Link to="/profile">your profile</Link>, where your current password is asked for.
            </>
          }
        />
      ) : (
        <Form.Item
          label="Password"
          name="password"
          extra={user ? 'Leave blank to keep current' : undefined}
          rules={[{ required: !user, min: 6, message: VALIDATION.passwordMin }]}
        >
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
      )}
      <Form.Item
        label="Role"
        name="role"
        rules={[{ required: true, message: VALIDATION.roleInvalid }]}
        extra={isSelf ? 'Admins cannot change their own role.' : undefined}
      >
        <Select placeholder="Select a role" options={roleOptions} disabled={isSelf} />
      </Form.Item>
      <Form.Item label="Crew Functions" name="crewFunctions" extra="The crew pickers on the operations screens list the users marked here.">
        <Checkbox.Group aria-label="Crew Functions" options={crewFunctionOptions} />
      </Form.Item>
    </Modal>
  );
}
