import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { DashboardStats } from '@dockflow/contracts';
import { jsonResponse, stubFetch } from '../test/fetchStub';
import { aShipment, aUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { preloadSignedIn } from './lazyScreens';
import { createStore } from './store';

const stats: DashboardStats = {
  activeShipments: 12,
  trucksInQueue: 4,
  containersLoading: 3,
  completedToday: 7,
  captions: { activeChangeSinceYesterday: 3, averageWaitMinutes: 15, averageLoadingProgress: 78, onTimeRate: 95 },
  generatedAt: new Date().toISOString(),
};

describe('the first screen (docs/performance.md)', () => {
  it('finds the dashboard’s first page and figures asked for as soon as the session named the user, and asks no second time', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser()),
      'GET /api/shipments': () => jsonResponse({ shipments: [aShipment()], total: 1 }),
      'GET /api/dashboard/stats': () => jsonResponse(stats),
    });
    const asked = (path: string) => requests.filter((request) => new URL(request.url).pathname === path).map((request) => new URL(request.url).search);
    const store = createStore();

    preloadSignedIn('/', store.dispatch);
    await waitFor(() => expect(asked('/api/dashboard/stats')).toHaveLength(1));
    expect(asked('/api/shipments')).toEqual(['?page=1&pageSize=25']);

    renderApp('/', undefined, store);

    expect(await screen.findByText('TMP-1001')).toBeInTheDocument();
    expect(await screen.findByText('+3 from yesterday')).toBeInTheDocument();
    expect(asked('/api/shipments')).toHaveLength(1);
    expect(asked('/api/dashboard/stats')).toHaveLength(1);
  });
});
