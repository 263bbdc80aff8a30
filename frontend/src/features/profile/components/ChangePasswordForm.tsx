import { Button, Form, Input, type FormRule } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { VALIDATION } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/commandFailure';
import { useUpdateUserMutation } from '../../../resources/users';

interface PasswordFormValues {
  currentPassword: string;
  /** The new password; named as the server names it, so its field errors land here. */
  password: string;
  confirmPassword: string;
}

const EMPTY: PasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };
const SERVER_FIELDS = ['currentPassword', 'password'] as const satisfies readonly (keyof PasswordFormValues)[];

/** docs/product.md §17.16: the confirmation must repeat the new password. */
const matchesNewPassword: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value) =>
    value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(VALIDATION.passwordsDontMatch)),
});

/** Changes one's own password (docs/product.md §2.16); this session stays signed in, the others end. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const [form] = Form.useForm<PasswordFormValues>();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();

  const submit = async ({ currentPassword, password }: PasswordFormValues) => {
    try {
      await updateUser({ id: userId, changes: { password, currentPassword } }).unwrap();
      form.resetFields();
      toast({ title: 'Password Updated', description: 'Your other signed-in devices have been signed out.' });
    } catch (error) {
      showServerFieldErrors(form, error, SERVER_FIELDS);
      toastFailure(error, { title: 'Error', description: 'Failed to update password.' }, 'all');
    }
  };

  return (
    <Form form={form} name="change-password" layout="vertical" initialValues={EMPTY} onFinish={submit}>
      <Form.Item label="Current Password" name="currentPassword" rules={[{ required: true, message: VALIDATION.currentPasswordRequired }]}>
        <Input.Password autoComplete="current-password" maxLength={200} />
      </Form.Item>
      <Form.Item label="New Password" name="password" rules={[{ required: true, min: 6, message: VALIDATION.newPasswordMin }]}>
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['password']}
        validateFirst
        rules={[{ required: true, min: 6, message: VALIDATION.confirmPasswordMin }, matchesNewPassword]}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<LockOutlined />} loading={saving}>
        {saving ? 'Updating...' : 'Update Password'}
      </Button>
    </Form>
  );
}
