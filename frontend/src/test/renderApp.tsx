import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { App, RouteTable } from '../app/App';
import { appRoutes } from '../app/routes';
import { createStore, type AppStore, type StoreOptions } from '../app/store';
// antd's core and its notification load with the test file, as they did while the app's root imported them
// (the app now loads them with the first antd page and the first toast): a first test's wait is for its
// screen, not for antd's modules.
import '../components/AppTheme';
import '../components/NotificationHolder';

/** Where the app's router is: `location` follows each navigation. */
export interface ShownRoute {
  location: Location;
}

function FollowLocation({ route }: { route: ShownRoute }) {
  const location = useLocation();
  useEffect(() => {
    route.location = location;
  }, [route, location]);
  return null;
}

/**
 * The app's providers (store, toasts, live connection) around `routes`, at a path, as a browser would
 * open it. antd's generated styles go to a detached element: jsdom matching them against every element
 * on each query made tests several times slower, and jsdom does no layout anyway. So tests do not see
 * CSS, and user-event does not check pointer-events.
 */
export function renderRoutes(routes: RouteObject[], path: string, storeOptions?: StoreOptions, store = createStore(storeOptions)) {
  const router = {} as ShownRoute;
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <StyleProvider container={document.createElement('div')}>
      <App store={store}>
        <MemoryRouter initialEntries={[path]}>
          <FollowLocation route={router} />
          <RouteTable routes={routes} />
        </MemoryRouter>
      </App>
    </StyleProvider>,
  );
  return { store, router, user };
}

/** The whole app (store, toasts, routes) at a path; with `store`, on a store that already holds answers. */
export function renderApp(path: string, storeOptions?: StoreOptions, store?: AppStore) {
  return renderRoutes(appRoutes, path, storeOptions, store);
}
