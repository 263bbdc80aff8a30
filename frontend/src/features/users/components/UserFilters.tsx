import { Col, Form, Input, Row, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { CREW_FUNCTIONS, CREW_FUNCTION_LABELS, ROLES, ROLE_LABELS, type CrewFunction, type Role } from '@dockflow/contracts';
import type { UserFilter } from '../../../resources/users';

const ALL = 'all';

const roleOptions = [
  { value: ALL, label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const crewFunctionOptions = [
  { value: ALL, label: 'All crew functions' },
  ...CREW_FUNCTIONS.map((crewFunction) => ({ value: crewFunction, label: CREW_FUNCTION_LABELS[crewFunction] })),
];

interface UserFiltersProps {
  filter: UserFilter;
  onChange: (filter: UserFilter) => void;
}

/** Search, role and crew function filters; the server applies them (docs/product.md §2.15). */
export function UserFilters({ filter, onChange }: UserFiltersProps) {
  return (
    <Form layout="vertical" role="search" aria-label="Filter users">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Search" htmlFor="user-search">
            <Input
              id="user-search"
              allowClear
              prefix={<SearchOutlined aria-hidden="true" />}
              placeholder="Username, name or email"
              value={filter.search}
              onChange={(event) => onChange({ ...filter, search: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Role" htmlFor="user-role-filter">
            <Select<Role | typeof ALL>
              id="user-role-filter"
              options={roleOptions}
              value={filter.role ?? ALL}
              onChange={(role) => onChange({ ...filter, role: role === ALL ? undefined : role })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Crew Function" htmlFor="user-crew-filter">
            <Select<CrewFunction | typeof ALL>
              id="user-crew-filter"
              options={crewFunctionOptions}
              value={filter.crewFunction ?? ALL}
              onChange={(crewFunction) => onChange({ ...filter, crewFunction: crewFunction === ALL ? undefined : crewFunction })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
