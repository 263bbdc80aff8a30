import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

function draw({ tag, attrs, children = [] }: AbstractNode, key?: number): ReactNode {
  return createElement(tag, { ...attrs, key }, ...children.map(draw));
}

/**
 * An antd icon (its outline from @ant-design/icons-svg) as a plain inline SVG, without the icon
 * components' runtime: for the pages that load before antd (docs/performance.md).
 */
export function SvgIcon({ icon }: { icon: IconDefinition }) {
  if (typeof icon.icon === 'function') throw new Error(`Two-tone icon ${icon.name}: only outlined and filled icons are drawn.`);
  const { attrs, children = [] } = icon.icon;
  return (
    <svg {...attrs} width="1em" height="1em" fill="currentColor" aria-hidden="true">
      {children.map(draw)}
    </svg>
  );
}
