import { Tag, Typography } from 'antd';

/** The username, marked when it is the signed-in admin's own account. */
export function UsernameCell({ username, isSelf }: { username: string; isSelf: boolean }) {
  return (
    <span>
      <Typography.Text strong>{username}</Typography.Text>
      {isSelf && <Tag style={{ marginInlineStart: 8 }}>You</Tag>}
    </span>
  );
}
