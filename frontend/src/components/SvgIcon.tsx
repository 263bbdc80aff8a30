import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

/** The attributes under React's names: fill-rule is fillRule. */
const reactProps = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]));

function draw({ tag, attrs, children = [] }: AbstractNode, key?: number): ReactNode {
  return createElement(tag, { ...reactProps(attrs), key }, ...children.map(draw));
}

/**
 * An antd icon (its outline from @ant-design/icons-svg) as a plain inline SVG, without the icon
 * components' runtime: for the screens drawn without antd (docs/decisions.md, "First screen weight").
 */
export function SvgIcon({ icon }: { icon: IconDefinition }) {
  if (typeof icon.icon === 'function') throw new Error(`Two-tone icon ${icon.name}: only outlined and filled icons are drawn.`);
  const { attrs, children = [] } = icon.icon;
  return (
    <svg {...reactProps(attrs)} width="1em" height="1em" fill="currentColor" aria-hidden="true">
      {children.map(draw)}
    </svg>
  );
}
