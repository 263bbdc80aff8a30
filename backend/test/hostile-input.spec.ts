import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import supertest from 'supertest';
import * as contracts from '@dockflow/contracts/dto';
import { PLAIN_TEXT, UNSTORABLE_TEXT_MESSAGE } from '@dockflow/contracts/dto';
import { register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { as, freeDoor } from './support/workflow.js';

type DtoClass = new () => object;

/** The rule names on each property of a request DTO. */
function rulesOf(dto: DtoClass): Map<string, Set<string>> {
  const rules = new Map<string, Set<string>>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    if (!rules.has(rule.propertyName)) rules.set(rule.propertyName, new Set());
    if (rule.name) rules.get(rule.propertyName)!.add(rule.name);
  }
  return rules;
}

const textFields = (dto: DtoClass) => [...rulesOf(dto)].filter(([, rules]) => rules.has('isString') || rules.has('isEmail')).map(([field]) => field);
const dateFields = (dto: DtoClass) => [...rulesOf(dto)].filter(([, rules]) => rules.has('isDate')).map(([field]) => field);

const REQUEST_DTOS = Object.entries(contracts).filter(([name, value]) => name.endsWith('Dto') && typeof value === 'function') as [string, DtoClass][];

describe('hostile input is refused before it reaches the database', () => {
  let test: TestApp;
  let admin: Account;
  const unknownId = '00000000-0000-4000-8000-000000000000';
  const domainEvents = async () => (await test.sql<{ count: number }>('select count(*)::int as count from domain_events'))[0]!.count;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await registerWithRole(test, 'hostile-admin', 'admin');
  });
  afterAll(() => test.close());

  it('has the NUL and surrogate rule on every text field of every request DTO', () => {
    const missing = REQUEST_DTOS.flatMap(([name, dto]) =>
      textFields(dto)
        .filter((field) => !rulesOf(dto).get(field)!.has(PLAIN_TEXT))
        .map((field) => `${name}.${field}`),
    );
    expect(REQUEST_DTOS.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });

  describe('bodies nested 10,000 levels deep answer 400 naming the limit', () => {
    const nested = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    it.each(['/api/login', '/api/register', '/api/shipments', '/api/users'])('%s', async (path) => {
      const response = await supertest(test.origin).post(path).set('cookie', admin.cookie).set('content-type', 'application/json').send(nested).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'body', message: expect.stringContaining('20 levels') }] });
    });
  });

  /** Each command route, the DTO that validates its body, and what the body needs besides the field to pick that DTO. */
  const commands: [route: string, dto: DtoClass, extra: object][] = [
    ['POST /api/register', contracts.RegisterDto, {}],
    ['POST /api/login', contracts.LoginDto, {}],
    ['POST /api/users', contracts.CreateUserDto, {}],
    ['PUT /api/users/:self', contracts.UpdateUserDto, {}],
    ['POST /api/shipments', contracts.ContainerCheckInDto, {}],
    ['PUT /api/shipments/:id', contracts.EditShipmentDto, {}],
    ['POST /api/purchase-orders', contracts.CreatePurchaseOrderDto, {}],
    ['PUT /api/purchase-orders/:id', contracts.TruckCheckInDto, {}],
    ['PUT /api/purchase-orders/:id', contracts.BolEntryDto, { pieces: 1 }],
    ['POST /api/otr-assignments', contracts.CreateOtrAssignmentDto, {}],
    ['POST /api/count-confirmations', contracts.CountConfirmationDto, {}],
    ['POST /api/container-loading', contracts.RecordLoadingRowDto, {}],
    ['POST /api/spotter-tasks', contracts.CreateSpotterTaskDto, {}],
  ];

  function send(route: string, body: object) {
    const [method, template] = route.split(' ') as ['POST' | 'PUT', string];
    const path = template.replace(':self', admin.id).replace(':id', unknownId);
    const request = method === 'POST' ? supertest(test.origin).post(path) : supertest(test.origin).put(path);
    return request.set('cookie', admin.cookie).send(body);
  }

  const textCases = commands.flatMap(([route, dto, extra]) =>
    textFields(dto).flatMap((field) => [
      [route, field, 'a NUL', 'before\u0000after', dto, extra] as const,
      [route, field, 'a lone high surrogate', 'before\uD800after', dto, extra] as const,
      [route, field, 'a lone low surrogate', '\uDC00', dto, extra] as const,
    ]),
  );

  it.each(textCases)('%s refuses %s with %s: 400 for that field, nothing stored', async (route, field, _what, value, _dto, extra) => {
    const before = await domainEvents();
    const response = await send(route, { ...extra, [field]: value }).expect(400);
    const error = (response.body.errors as { field: string; message: string }[]).find((entry) => entry.field === field);
    expect(error?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(await domainEvents()).toBe(before);
  });

  it.each([
    ['GET /api/shipments?search=', '/api/shipments'],
    ['GET /api/users?search=', '/api/users'],
    ['GET /api/export/shipments?search=', '/api/export/shipments'],
  ])('%s with a NUL answers 400', async (_name, path) => {
    const response = await as(test, admin).get(`${path}?search=a%00b`).expect(400);
    expect(response.body.errors).toEqual([{ field: 'search', message: UNSTORABLE_TEXT_MESSAGE }]);
  });

  it.each(['/api/shipments/by-tmp/%ED%A0%80', '/api/purchase-orders/%E0%A4%A'])('%s (an undecodable address) answers 400 naming the path', async (path) => {
    const response = await as(test, admin).get(path).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The address holds a character that cannot be decoded.',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'path', message: 'The address holds a character that cannot be decoded.' }],
    });
  });

  describe('a schedule upload that is not one file in the field named file', () => {
    const upload = () => supertest(test.origin).post('/api/dock-schedule/import').set('cookie', admin.cookie).set('origin', test.origin);
    const ONE_FILE = 'Send one Excel file in the form field named file, and nothing else.';
    const MALFORMED = 'The upload is not a well-formed multipart form.';
    it.each([
      ['another field name', () => upload().attach('upload', Buffer.from('x'), 's.xlsx'), ONE_FILE],
      ['an extra text field', () => upload().field('note', 'x').attach('file', Buffer.from('x'), 's.xlsx'), ONE_FILE],
      ['two files', () => upload().attach('file', Buffer.from('x'), 'a.xlsx').attach('file', Buffer.from('y'), 'b.xlsx'), ONE_FILE],
      ['no boundary', () => upload().set('content-type', 'multipart/form-data').send('--x\r\n'), MALFORMED],
      ['a form cut short', () => upload().set('content-type', 'multipart/form-data; boundary=x').send('--x\r\nContent-Disposition: form-data; name="file"; filename="s.xlsx"\r\n\r\nabc'), MALFORMED],
    ])('%s: 400 naming the file field', async (_what, send, message) => {
      const response = await send().expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message, errors: [{ field: 'file', message }] });
    });
  });

  const dateCases = commands
    .filter(([, dto]) => dateFields(dto).length > 0)
    .flatMap(([route, dto]) =>
      dateFields(dto).flatMap((field) =>
        [true, 0, 1_700_000_000_000, '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '275760-09-13', '2026-13-01', '2026-02-30T10:00', '2026-11-31', '9999-12-31T23:59:59-23:59', '2026-11-25 10:00', 'tomorrow'].map(
          (value) => [route, field, value] as const,
        ),
      ),
    );

  it.each(dateCases)('%s refuses %s = %j: 400 for that field', async (route, field, value) => {
    const response = await send(route, { [field]: value }).expect(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('stores a strict ISO date as that instant', async () => {
    const created = await as(test, admin)
      .post('/api/shipments', { tmpNumber: 'TMP-ISO', containerDoor: '1A', dockLocation: 'Dock A', estimatedCompletion: '2026-12-01T10:30:00+02:00' })
      .expect(201);
    expect(new Date(created.body.estimatedCompletion).toISOString()).toBe('2026-12-01T08:30:00.000Z');
  });

  it('refuses a TMP number holding a control or invisible character, and trims a trailing newline', async () => {
    for (const tmpNumber of ['TMP-\u202E1Z', 'TMP-\u200B2', 'TMP-\u00073', 'TMP-\u20284']) {
      const response = await as(test, admin).post('/api/shipments', { tmpNumber, containerDoor: '1B', dockLocation: 'Dock B' }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'tmpNumber', message: 'TMP Number must not contain control or invisible characters' }]);
    }
    expect(await test.sql("select tmp_number from shipments where tmp_number like 'TMP-_%' and tmp_number !~ '^TMP-[A-Z]'")).toEqual([]);
    const trimmed = await as(test, admin).post('/api/shipments', { tmpNumber: 'TMP-SCANNED\r\n', containerDoor: await freeDoor(test, admin), dockLocation: 'Dock B' }).expect(201);
    expect(trimmed.body.tmpNumber).toBe('TMP-SCANNED');
  });

  it('answers a body that is not JSON with 400 and errors[]', async () => {
    const response = await supertest(test.origin).post('/api/login').set('content-type', 'application/json').send('{"username":').expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'body', message: 'The request body is not valid JSON.' }] });
  });

  it('answers a JSON array for a body with 400 naming the body, and stores nothing', async () => {
    const before = await domainEvents();
    const response = await as(test, admin).post('/api/shipments', [{ tmpNumber: 'TMP-IN-ARRAY', containerDoor: await freeDoor(test, admin), dockLocation: 'Dock B' }]).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'body', message: 'The request body must be a JSON object' }] });
    expect(await test.sql("select id from shipments where tmp_number = 'TMP-IN-ARRAY'")).toEqual([]);
    expect(await domainEvents()).toBe(before);
  });

  it('answers a charset other than UTF-8 with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await supertest(test.origin)
      .post('/api/login')
      .set('content-type', 'application/json; charset=latin1')
      .send('{"username":"a","password":"b"}')
      .expect(415);
    expect(response.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ field: 'body' }] });
  });

  it('answers a TMP look-up no shipment can match as not found, quoting it short and visible', async () => {
    const response = await as(test, admin).get(`/api/shipments/by-tmp/%E2%80%AE${'A'.repeat(12_000)}`).expect(404);
    expect(response.body.message).toBe(`No shipment has TMP number \uFFFD${'A'.repeat(39)}….`);
  });

  it('answers a display cookie that does not decode with 401, not 500', async () => {
    const response = await supertest(test.origin).get('/api/display/board').set('cookie', 'dockflow.display=%E0%A4%A').expect(401);
    expect(response.body).toMatchObject({ statusCode: 401 });
  });

  it('answers a PO lookup with a NUL as not found, not as an outage', async () => {
    const response = await as(test, admin).get('/api/purchase-orders/%00').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it.each(['timeline', 'purchase-orders', 'container-loading', 'otr-assignments', 'count-confirmations'])(
    'answers /api/shipments/{unknown}/%s with 404 in the error shape',
    async (resource) => {
      const response = await as(test, admin).get(`/api/shipments/${unknownId}/${resource}`).expect(404);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shipment not found.', code: 'NOT_FOUND' });
    },
  );

  describe('the smaller holes', () => {
    it('refuses null for a field a shipment edit may leave out but not clear', async () => {
      const created = await as(test, admin).post('/api/shipments', { tmpNumber: 'TMP-NULL', containerDoor: '2B', dockLocation: 'Dock B' }).expect(201);
      for (const field of ['containerDoor', 'dockLocation']) {
        const response = await as(test, admin).put(`/api/shipments/${created.body.id}`, { [field]: null }).expect(400);
        expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
      }
      expect(await test.sql("select container_door, dock_location from shipments where tmp_number = 'TMP-NULL'")).toEqual([{ container_door: '2B', dock_location: 'Dock B' }]);
    });

    it('refuses null for username and role in a user update', async () => {
      for (const field of ['username', 'role']) {
        const response = await as(test, admin).put(`/api/users/${admin.id}`, { [field]: null }).expect(400);
        expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
      }
    });

    it('checks a username once trimmed, and refuses control or invisible characters in it', async () => {
      const refusals: [string, string][] = [
        ['   ', 'Username must be at least 3 characters'],
        [' ab ', 'Username must be at least 3 characters'],
        ['look\u200balike', 'Username must not contain control or invisible characters'],
        ['bell\u0007', 'Username must not contain control or invisible characters'],
      ];
      for (const [username, message] of refusals) {
        const created = await as(test, admin).post('/api/users', { username, password: 'secret-pass', role: 'viewer' }).expect(400);
        expect(created.body.errors).toEqual([{ field: 'username', message }]);
        const registered = await supertest(test.origin).post('/api/register').set('origin', test.origin).send({ username, password: 'secret-pass' }).expect(400);
        expect(registered.body.errors).toEqual([{ field: 'username', message }]);
        const renamed = await as(test, admin).put(`/api/users/${admin.id}`, { username }).expect(400);
        expect(renamed.body.errors).toEqual([{ field: 'username', message }]);
      }
      const kept = await as(test, admin).post('/api/users', { username: '  spaced-out  ', password: 'secret-pass', role: 'viewer' }).expect(201);
      expect(kept.body.username).toBe('spaced-out');
    });

    it('takes as floor lead only a user holding that crew function', async () => {
      const hire = (username: string, crewFunctions: string[]) =>
        as(test, admin).post('/api/users', { username, password: 'secret-pass', role: 'operator', crewFunctions }).expect(201);
      const driver = await hire('not-a-lead', ['otr_driver']);
      const lead = await hire('a-floor-lead', ['floor_lead']);
      const refused = await as(test, admin).post('/api/shipments', { tmpNumber: 'TMP-LEAD1', containerDoor: '1A', dockLocation: 'Dock A', floorLeadId: driver.body.id }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'floorLeadId', message: 'The chosen person is not a Floor Lead.' }]);
      const accepted = await as(test, admin).post('/api/shipments', { tmpNumber: 'TMP-LEAD2', containerDoor: await freeDoor(test, admin), dockLocation: 'Dock A', floorLeadId: lead.body.id }).expect(201);
      expect(accepted.body.floorLeadId).toBe(lead.body.id);
    });

    it('stores no event for a user update that changes nothing', async () => {
      const before = await domainEvents();
      const [{ updated_at: updatedAt }] = await test.sql<{ updated_at: Date }>('select updated_at from users where id = $1', [admin.id]);
      await as(test, admin).put(`/api/users/${admin.id}`, {}).expect(200);
      await as(test, admin).put(`/api/users/${admin.id}`, { firstName: 'hostile-admin' }).expect(200);
      expect(await domainEvents()).toBe(before);
      expect(await test.sql('select updated_at from users where id = $1', [admin.id])).toEqual([{ updated_at: updatedAt }]);
    });
  });

  it('still signs in with a plain body after all of this', async () => {
    await register(test, 'plain-user', 'plain-pass');
    await supertest(test.origin).post('/api/login').send({ username: 'plain-user', password: 'plain-pass' }).expect(200);
  });
});
