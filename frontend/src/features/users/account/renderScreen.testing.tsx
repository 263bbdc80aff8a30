import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../../../app/App';
import { createStore } from '../../../app/store';

/**
 * For tests only: a screen at a path inside the app's providers (store, toasts), as renderApp does,
 * but with the given routes plus a stand-in dashboard at /, for screens the router does not show yet.
 */
export function renderScreen(routes: RouteObject[], path: string) {
  const store = createStore();
  const router = createMemoryRouter([...routes, { path: '/', element: <h1>Dashboard</h1> }], { initialEntries: [path] });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <StyleProvider container={document.createElement('div')}>
      <App store={store} router={router} />
    </StyleProvider>,
  );
  return { store, router, user };
}
