import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/App';
import { createStore } from '../../../app/store';

/**
 * One workflow screen inside the app's providers (store, toasts, live connection), as the
 * router shows it; antd's generated CSS goes to a detached element as in renderApp.
 * Resolves once the screen's heading shows.
 */
export async function renderScreen(element: ReactNode, heading: string) {
  const store = createStore();
  const router = createMemoryRouter([{ path: '*', element }]);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <StyleProvider container={document.createElement('div')}>
      <App store={store} router={router} />
    </StyleProvider>,
  );
  await screen.findByRole('heading', { name: heading });
  return { store, user };
}

export type ScreenUser = Awaited<ReturnType<typeof renderScreen>>['user'];

/** Opens an antd select by its label and picks an option. */
export async function choose(user: ScreenUser, label: string, option: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}
