import supertest from 'supertest';
import type { Role } from '@dockflow/contracts';
import { registeredRoutes } from './support/routes.js';
import { register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';

type Access = 'anonymous' | 'signed-in' | 'operations' | 'admin' | 'display';

/**
 * Who may call each route (docs/product.md §6.1). A route missing here fails the test: add it with its rule.
 * signed-in: any role; operations: operator and admin; admin: admin only; display: a paired wall
 * display's device cookie only, never a person (backend/test/displays.spec.ts checks the display is
 * refused everywhere else).
 */
const MATRIX: Record<string, Access> = {
  'POST /api/login': 'anonymous',
  'GET /api/login': 'anonymous',
  'POST /api/register': 'anonymous',
  'POST /api/logout': 'anonymous',
  'GET /api/auth/user': 'signed-in',
  'GET /api/crew-members': 'signed-in',
  'GET /api/users': 'admin',
  'GET /api/users/:id': 'signed-in',
  'POST /api/users': 'admin',
  'PUT /api/users/:id': 'signed-in',
  'DELETE /api/users/:id': 'admin',
  'GET /api/shipments': 'signed-in',
  'POST /api/shipments': 'operations',
  'GET /api/shipments/:id': 'signed-in',
  'GET /api/shipments/by-tmp/:tmpNumber': 'signed-in',
  'GET /api/container-doors': 'signed-in',
  'GET /api/shipments/:id/purchase-orders': 'signed-in',
  'GET /api/shipments/:id/container-loading': 'signed-in',
  'POST /api/purchase-orders': 'operations',
  'GET /api/purchase-orders/:poNumber': 'signed-in',
  'PUT /api/purchase-orders/:id': 'operations',
  'DELETE /api/purchase-orders/:id': 'operations',
  'PUT /api/purchase-orders/:id/appointment': 'operations',
  'POST /api/otr-assignments': 'operations',
  'PUT /api/otr-assignments/:id': 'operations',
  'POST /api/count-confirmations': 'operations',
  'POST /api/container-loading': 'operations',
  'GET /api/shipments/:id/otr-assignments': 'signed-in',
  'GET /api/shipments/:id/count-confirmations': 'signed-in',
  'GET /api/shipments/:id/timeline': 'signed-in',
  'GET /api/shipments/:id/qr': 'signed-in',
  'PUT /api/shipments/:id': 'operations',
  'GET /api/dashboard/stats': 'signed-in',
  'GET /api/trucker-board': 'signed-in',
  'GET /api/completed-loads': 'signed-in',
  'GET /api/my-assignments': 'signed-in',
  'POST /api/my-assignments/:id/opened': 'signed-in',
  'GET /api/spotter-tasks': 'signed-in',
  'POST /api/spotter-tasks': 'operations',
  'PUT /api/spotter-tasks/:id': 'signed-in',
  'POST /api/dock-schedule/import': 'operations',
  'GET /api/export/shipments': 'signed-in',
  'GET /api/push/public-key': 'signed-in',
  'POST /api/push/subscriptions': 'signed-in',
  'DELETE /api/push/subscriptions': 'signed-in',
  'GET /api/displays': 'admin',
  'POST /api/displays': 'admin',
  'POST /api/displays/:id/pairing-code': 'admin',
  'POST /api/displays/:id/revoke': 'admin',
  'POST /api/display/pair': 'anonymous',
  'GET /api/display/board': 'display',
  'GET /api/site': 'anonymous',
};

const ALLOWED: Record<Access, Role[]> = {
  anonymous: ['viewer', 'operator', 'admin'],
  'signed-in': ['viewer', 'operator', 'admin'],
  operations: ['operator', 'admin'],
  admin: ['admin'],
  display: [],
};

describe('route access matrix', () => {
  let test: TestApp;
  const accounts = {} as Record<Role, Account>;

  beforeAll(async () => {
    test = await startTestApp();
    accounts.admin = await register(test, 'matrix-admin');
    accounts.operator = await registerWithRole(test, 'matrix-operator', 'operator');
    accounts.viewer = await register(test, 'matrix-viewer');
  });
  afterAll(() => test.close());

  it('has every registered route in the matrix, each declaring the rule the matrix gives', () => {
    const routes = registeredRoutes(test.app);
    expect(routes.filter((route) => !route.access).map((route) => route.route)).toEqual([]);
    expect(routes.map((route) => route.route).sort()).toEqual(Object.keys(MATRIX).sort());
    for (const route of routes) {
      const expected = MATRIX[route.route]!;
      const declared = route.access!.kind === 'anonymous' ? 'anonymous' : undefined;
      if (expected === 'anonymous') expect({ route: route.route, kind: declared }).toEqual({ route: route.route, kind: 'anonymous' });
      else if (expected === 'display') expect({ route: route.route, kind: route.access!.kind }).toEqual({ route: route.route, kind: 'display' });
      else expect({ route: route.route, roles: route.access!.kind === 'roles' ? [...route.access!.roles].sort() : [] }).toEqual({ route: route.route, roles: [...ALLOWED[expected]].sort() });
    }
  });

  const protectedRoutes = Object.entries(MATRIX).filter(([, access]) => access !== 'anonymous');

  it.each(protectedRoutes)('%s: 401 signed out, 403 for roles it does not allow, through for the others', async (route, access) => {
    const [method, pattern] = route.split(' ') as [string, string];
    // The caller's own id (a profile) where the route takes one, so only the role decides; deleting
    // oneself is refused by its own rule, so DELETE gets an id nobody has.
    const call = (account?: Account) => {
      const id = method !== 'DELETE' && account ? account.id : '00000000-0000-4000-8000-000000000000';
      const path = pattern.replace(':id', id).replace(':poNumber', 'PO-NOBODY');
      const request = supertest(test.origin)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
      return account ? request.set('cookie', account.cookie) : request;
    };
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    for (const role of ['viewer', 'operator', 'admin'] as Role[]) {
      const response = await call(accounts[role]);
      if (ALLOWED[access].includes(role)) expect({ role, status: response.status }).not.toEqual({ role, status: 403 });
      else expect({ role, status: response.status, code: response.body.code }).toEqual({ role, status: 403, code: 'FORBIDDEN' });
      expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    }
  });
});
