import type { ReactNode } from 'react';
import './plain.css';

/** antd's preset tag colours this app uses (components/shipmentIndicators.ts). */
export type PlainTagColor = 'default' | 'blue' | 'geekblue' | 'purple' | 'orange' | 'green' | 'red' | 'gold';

/** A tag with antd's look and preset colours, without antd (docs/decisions.md, "First screen weight"). */
export function PlainTag({ color = 'default', className, children }: { color?: PlainTagColor; className?: string; children: ReactNode }) {
  const classes = ['plain-tag', color === 'default' ? undefined : `plain-tag-${color}`, className].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}
