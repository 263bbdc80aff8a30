import type { DockLocation } from '@dockflow/contracts';

/** The cookie holding a paired wall display's device token (docs/decisions.md, "Wall displays"). */
export const DISPLAY_COOKIE = 'dockflow.display';

/** A paired, not revoked wall display, as a request or socket authenticated by its token sees it. */
export interface DisplayDevice {
  id: string;
  name: string;
  docks: DockLocation[];
}

/**
 * Checks a display's token (401 when unknown, 401 DISPLAY_REVOKED when revoked) and notes its
 * contact. The displays module provides it; the access guard and the socket gateway use it.
 */
export abstract class DisplayCredentials {
  abstract authenticate(token: string): Promise<DisplayDevice>;
}

/** The display token in a Cookie header, if any: a value that does not even decode is none (401, not 500). */
export function displayToken(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== DISPLAY_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the access guard on a display route. */
      display?: DisplayDevice;
    }
  }
}
