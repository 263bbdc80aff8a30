import { Col, Form, Input, Row } from 'antd';
import { VALIDATION } from '@dockflow/contracts';

/** Rules check what will be sent: the trimmed text. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

interface ProfileFieldsProps {
  /** Lets the browser fill in the signed-in person's own details; off when an admin edits someone else. */
  ownAccount: boolean;
}

/** Username, Email, First Name and Last Name with the rules of docs/product.md §17.15, for a form holding ProfileFormValues. */
export function ProfileFields({ ownAccount }: ProfileFieldsProps) {
  const autoComplete = (token: string) => (ownAccount ? token : 'off');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Username" name="username" rules={[{ required: true, min: 3, transform: trimmed, message: VALIDATION.usernameMin }]}>
          <Input autoComplete={autoComplete('username')} maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Email" name="email" rules={[{ type: 'email', transform: trimmed, message: VALIDATION.emailInvalid }]}>
          <Input type="email" autoComplete={autoComplete('email')} maxLength={255} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="First Name" name="firstName">
          <Input autoComplete={autoComplete('given-name')} maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Last Name" name="lastName">
          <Input autoComplete={autoComplete('family-name')} maxLength={100} />
        </Form.Item>
      </Col>
    </Row>
  );
}
