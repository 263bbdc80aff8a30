import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { RequireSession } from '../app/RequireSession';
import { createStore } from '../app/store';

interface RouteOptions {
  /** The route pattern the screen is mounted at (for its params); any path by default. */
  path?: string;
  /** The address opened. */
  url?: string;
}

/**
 * One screen inside the app's providers (store, toasts, live connection) at a route of its own,
 * behind the signed-in guard as the app shows it, before the app's router lists it; antd's
 * generated CSS goes to a detached element as in renderApp.
 */
export function renderRoute(element: ReactNode, { path = '*', url = '/' }: RouteOptions = {}) {
  const store = createStore();
  const router = createMemoryRouter([{ path, element: <RequireSession>{element}</RequireSession> }], { initialEntries: [url] });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <StyleProvider container={document.createElement('div')}>
      <App store={store} router={router} />
    </StyleProvider>,
  );
  return { store, router, user };
}

export type RouteUser = ReturnType<typeof renderRoute>['user'];
