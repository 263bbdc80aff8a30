import { Button, Col, Form, Input, Row } from 'antd';
import { TOASTS, VALIDATION, type RegisterRequest } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toastFailure } from '../../../lib/commandFailure';
import { toast } from '../../../lib/toast';
import { useRegisterMutation } from '../api/authApi';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;
const EMPTY: RegisterRequest = { firstName: '', lastName: '', username: '', email: '', password: '' };

export function RegisterForm() {
  const [form] = Form.useForm<RegisterRequest>();
  const [register, { isLoading }] = useRegisterMutation();

  const submit = async (values: RegisterRequest) => {
    try {
      await register(values).unwrap();
      toast(TOASTS.accountCreated);
    } catch (error) {
      showServerFieldErrors(form, error, FIELDS);
      toastFailure(error, { title: TOASTS.registrationFailed.title, description: TOASTS.registrationFailed.fallback }, 'all');
    }
  };

  // noValidate: the browser's own bubbles (type="email") would cover the form's messages.
  return (
    <Form form={form} name="register" layout="vertical" initialValues={EMPTY} onFinish={submit} requiredMark={false} noValidate>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First Name" name="firstName">
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last Name" name="lastName">
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Username"
        name="username"
        rules={[
          { required: true, whitespace: true, message: VALIDATION.loginUsernameRequired },
          { min: 3, message: VALIDATION.usernameMin },
        ]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[{ type: 'email', message: VALIDATION.emailInvalid }]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[
          { required: true, message: VALIDATION.loginPasswordRequired },
          { min: 6, message: VALIDATION.passwordMin },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {isLoading ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
