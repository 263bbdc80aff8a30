/** The dashboard's list shows 25 shipments a page. */
export const PAGE_SIZE = 25;

/**
 * The API requests of the dashboard's first answers (dashboardPrefetch.ts), as the browser sends them. The
 * page a signed-in browser gets for / names them (build/signedInPages.ts), so they are on their way while
 * the app's code loads; a test checks the prefetch asks for exactly these.
 */
export const DASHBOARD_FIRST_REQUESTS = [`/api/shipments?page=1&pageSize=${PAGE_SIZE}`, '/api/dashboard/stats'] as const;
