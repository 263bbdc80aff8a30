import { Button, Form, Input } from 'antd';
import { TOASTS, VALIDATION } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import type { LoginRequest } from '@dockflow/contracts';
import { useSignInMutation } from '../api/authApi';

const FIELDS = ['username', 'password'] as const;
const EMPTY: LoginRequest = { username: '', password: '' };

export function SignInForm() {
  const [form] = Form.useForm<LoginRequest>();
  const [signIn, { isLoading }] = useSignInMutation();

  const submit = async (values: LoginRequest) => {
    try {
      await signIn(values).unwrap();
      toast(TOASTS.welcomeBack);
    } catch (error) {
      showServerFieldErrors(form, error, FIELDS);
      toast({ ...TOASTS.loginFailed, variant: 'destructive' });
    }
  };

  return (
    <Form form={form} name="sign-in" layout="vertical" initialValues={EMPTY} onFinish={submit} requiredMark={false}>
      <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true, message: VALIDATION.loginUsernameRequired }]}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: VALIDATION.loginPasswordRequired }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {isLoading ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
