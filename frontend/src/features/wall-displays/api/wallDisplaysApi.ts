import type { DisplayPairing, DockLocation, WallDisplay } from '@dockflow/contracts';
import { api } from '../../../lib/api';

/** How often the admin's list is read again, so each display's last contact stays current (it moves at most once a minute). */
export const LIST_REFRESH_MS = 60_000;

function upsert(displays: WallDisplay[], display: WallDisplay): void {
  const index = displays.findIndex((entry) => entry.id === display.id);
  if (index >= 0) displays[index] = display;
  else displays.unshift(display);
}

const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDisplays: build.query<WallDisplay[], void>({ query: () => '/displays' }),
  }),
});

/** A command's answer goes into the list at once. A failed command changes nothing (its caller reports it). */
async function applyAnswer(dispatch: (action: ReturnType<typeof listApi.util.updateQueryData>) => unknown, answer: Promise<WallDisplay>): Promise<void> {
  try {
    const display = await answer;
    dispatch(listApi.util.updateQueryData('listDisplays', undefined, (displays) => upsert(displays, display)));
  } catch {
    // Reported by the screen that sent the command.
  }
}

const commandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerDisplay: build.mutation<DisplayPairing, { name: string; docks: DockLocation[] }>({
      query: (body) => ({ url: '/displays', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyAnswer(dispatch, queryFulfilled.then(({ data }) => data.display)),
    }),
    newPairingCode: build.mutation<DisplayPairing, string>({
      query: (id) => ({ url: `/displays/${id}/pairing-code`, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyAnswer(dispatch, queryFulfilled.then(({ data }) => data.display)),
    }),
    revokeDisplay: build.mutation<WallDisplay, string>({
      query: (id) => ({ url: `/displays/${id}/revoke`, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyAnswer(dispatch, queryFulfilled.then(({ data }) => data)),
    }),
  }),
});

export const { useListDisplaysQuery } = listApi;
export const { useRegisterDisplayMutation, useNewPairingCodeMutation, useRevokeDisplayMutation } = commandsApi;
