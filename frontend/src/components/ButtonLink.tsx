import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** A link to an app route that looks like a button (a real anchor, navigated without reloading). */
export function ButtonLink({ to, ...buttonProps }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return <Button {...buttonProps} href={href} onClick={navigate} />;
}
