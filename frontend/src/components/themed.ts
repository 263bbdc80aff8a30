import { createElement, type ComponentType } from 'react';

/**
 * A component drawn with antd, from a module loaded on demand, wrapped in antd's theme
 * (components/AppTheme.tsx), which loads beside it: the first screen is drawn without antd
 * (docs/decisions.md, "First screen weight"), so whatever antd draws brings its theme along.
 */
export async function themed<Props extends object, Name extends string>(
  module: Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Promise<ComponentType<Props>> {
  const [loaded, { AppTheme }] = await Promise.all([module, import('./AppTheme')]);
  const Component = loaded[name];
  return function Themed(props: Props) {
    return createElement(AppTheme, null, createElement(Component, props));
  };
}
