import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderRoute, type RouteUser } from '../../../test/renderRoute';

/** One workflow screen inside the app's providers; resolves once the screen's heading shows. */
export async function renderScreen(element: ReactNode, heading: string) {
  const rendered = renderRoute(element);
  await screen.findByRole('heading', { name: heading });
  return rendered;
}

/** Opens an antd select by its label and picks an option. */
export async function choose(user: RouteUser, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}
