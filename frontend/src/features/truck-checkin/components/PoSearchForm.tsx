import { Button, Form, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { VALIDATION } from '@dockflow/contracts';

const FORM_NAME = 'po-search';

interface PoSearchFormProps {
  searching: boolean;
  onSearch: (poNumber: string) => void;
}

/** The PO number and its Search button, enabled only with non-blank text; Enter searches too (docs/product.md §2.7). */
export function PoSearchForm({ searching, onSearch }: PoSearchFormProps) {
  const [form] = Form.useForm<{ poNumber: string }>();
  const hasText = Boolean(Form.useWatch('poNumber', form)?.trim());

  return (
    <Form form={form} name={FORM_NAME} layout="vertical" initialValues={{ poNumber: '' }} onFinish={({ poNumber }) => onSearch(poNumber.trim())}>
      <Form.Item label="PO Number" htmlFor={`${FORM_NAME}_poNumber`} required>
        <Space.Compact block>
          <Form.Item noStyle name="poNumber" rules={[{ required: true, whitespace: true, message: VALIDATION.poNumberRequired }]}>
            <Input autoComplete="off" placeholder="e.g. PO-2001" enterKeyHint="search" />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!hasText} loading={searching}>
            Search
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
