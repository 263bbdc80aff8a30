import { Card, Col, Descriptions, Row } from 'antd';
import { NOT_SET, formatDate } from '../../../lib/format';
import { personName } from '../userDisplay';
import { CrewFunctionTags } from '../../../components/account/CrewFunctionTags';
import { RoleTag } from '../../../components/account/RoleTag';
import { UserActions } from './UserActions';
import { UsernameCell } from './UsernameCell';
import type { UserViewProps } from './UserTable';

/** The user list on a phone: one card per user. */
export function UserCards({ users, currentUserId, onEdit, onDelete }: UserViewProps) {
  return (
    <Row gutter={[12, 12]} role="list" aria-label="Users">
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <Col key={user.id} xs={24} sm={12} role="listitem">
            <Card size="small" title={<UsernameCell username={user.username} isSelf={isSelf} />} extra={<RoleTag role={user.role} />}>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'name', label: 'Full Name', children: personName(user) },
                  { key: 'email', label: 'Email', children: user.email ?? NOT_SET },
                  { key: 'crew', label: 'Crew Functions', children: <CrewFunctionTags crewFunctions={user.crewFunctions} /> },
                  { key: 'created', label: 'Created', children: formatDate(user.createdAt) },
                ]}
              />
              <UserActions user={user} isSelf={isSelf} onEdit={onEdit} onDelete={onDelete} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
