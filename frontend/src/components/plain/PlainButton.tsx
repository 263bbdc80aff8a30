import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import './plain.css';

interface LookProps {
  /** antd's button types this app uses: outlined (default), borderless (text) and filled (primary). */
  look?: 'default' | 'text' | 'primary';
  icon?: ReactNode;
  block?: boolean;
}

function lookClass({ look = 'default', block = false, icon }: LookProps, children: ReactNode, className?: string): string {
  return ['plain-btn', `plain-btn-${look}`, block && 'plain-btn-block', icon && !children && 'plain-btn-icon-only', className].filter(Boolean).join(' ');
}

function Inside({ icon, busy, children }: { icon?: ReactNode; busy?: boolean; children?: ReactNode }) {
  return (
    <>
      {busy ? <span className="plain-spinner" aria-hidden="true" /> : icon && <span className="plain-btn-icon">{icon}</span>}
      {children}
    </>
  );
}

type PlainButtonProps = LookProps & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean };

/** A button with antd's look (docs/decisions.md, "First screen weight"). */
export function PlainButton({ look, icon, block, loading = false, className, children, type = 'button', ...button }: PlainButtonProps) {
  return (
    <button {...button} type={type} aria-busy={loading || undefined} className={lookClass({ look, icon, block }, children, className)}>
      <Inside icon={icon} busy={loading}>
        {children}
      </Inside>
    </button>
  );
}

type PlainButtonLinkProps = LookProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; disabled?: boolean };

/**
 * A link to an app route that looks like a button, navigated without reloading; disabled, it is no link at
 * all (nothing to follow) but keeps its name and says it is unavailable.
 */
export function PlainButtonLink({ to, look, icon, block, disabled = false, className, children, ...anchor }: PlainButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  const classes = lookClass({ look, icon, block }, children, className);
  if (disabled) {
    return (
      <span aria-label={anchor['aria-label']} title={anchor.title} aria-disabled="true" className={classes}>
        <Inside icon={icon}>{children}</Inside>
      </span>
    );
  }
  return (
    <a {...anchor} href={href} onClick={navigate} className={classes}>
      <Inside icon={icon}>{children}</Inside>
    </a>
  );
}
