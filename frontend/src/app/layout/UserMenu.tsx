import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { PublicUser } from '@dockflow/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { SvgIcon } from '../../components/SvgIcon';
import { PlainTag } from '../../components/plain/PlainTag';
import { fullName, initials, roleLabel } from '../../lib/session';
import { useSignOut } from './useSignOut';

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/** Up and down move between the items (wrapping round), Home and End go to the first and the last. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const items = menuItems(event.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  items[(to + items.length) % items.length]?.focus();
}

/** docs/product.md §2.3: the header's user menu (who is signed in and their role, My Profile, Sign Out), a menu button. */
export function UserMenu({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  const name = fullName(user);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    const closeOutside = (event: PointerEvent) => root.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div ref={root} className="user-menu">
      <button
        ref={trigger}
        type="button"
        className="plain-btn plain-btn-text user-menu-trigger"
        aria-label={`User menu: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {/* Two letters in a fixed circle: nothing measures the text to scale it (a forced layout on the first screen). */}
        <span className="user-avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="hide-on-phone">{name}</span>
      </button>
      {open && (
        <ul ref={menu} role="menu" aria-label={name} className="user-menu-list" onKeyDown={(event) => (event.key === 'Escape' ? close() : moveFocus(event))}>
          <li role="presentation" className="user-identity">
            <strong>{name}</strong>
            <span className="plain-secondary">@{user.username}</span>
            <PlainTag color="blue" className="user-identity-role">
              {roleLabel(user)}
            </PlainTag>
          </li>
          <li role="separator" className="user-menu-divider" />
          <li role="none">
            <Link role="menuitem" to="/profile" className="user-menu-item" onClick={() => setOpen(false)}>
              <SvgIcon icon={UserOutlined} />
              My Profile
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="user-menu-item"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              <SvgIcon icon={LogoutOutlined} />
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
