import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CrewFunction, PublicUser, Role } from '@dockflow/contracts';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/env.js';
import { resolveVapidKeys } from '../config/vapid-keys.js';
import { openDatabase } from '../database/database.js';
import { ENTITIES } from '../entities.js';
import { createSessionMiddleware } from '../modules/auth/auth.public.js';
import {
  AddPurchaseOrderCommand,
  AssignCrewCommand,
  CheckInContainerCommand,
  CheckInTruckCommand,
  ConfirmCountCommand,
  ListShipmentPurchaseOrdersQuery,
  RecordBillOfLadingCommand,
  RecordLoadingRowCommand,
  ReleaseDriverCommand,
} from '../modules/shipments/shipments.public.js';
import { CreateSpotterTaskCommand } from '../modules/spotter/spotter.public.js';
import { CreateUserCommand } from '../modules/users/users.public.js';
import type { PurchaseOrder } from '@dockflow/contracts';

const PEOPLE: { username: string; firstName: string; lastName: string; role: Role; crew: CrewFunction[] }[] = [
  { username: 'admin', firstName: 'Alex', lastName: 'Morgan', role: 'admin', crew: [] },
  { username: 'rosa.lead', firstName: 'Rosa', lastName: 'Delgado', role: 'operator', crew: ['floor_lead'] },
  { username: 'marcus.lead', firstName: 'Marcus', lastName: 'Chen', role: 'operator', crew: ['floor_lead'] },
  { username: 'tom.forklift', firstName: 'Tom', lastName: 'Becker', role: 'operator', crew: ['forklift_operator'] },
  { username: 'ana.forklift', firstName: 'Ana', lastName: 'Ruiz', role: 'operator', crew: ['forklift_operator'] },
  { username: 'jim.otr', firstName: 'Jim', lastName: 'Okafor', role: 'viewer', crew: ['otr_driver'] },
  { username: 'lena.otr', firstName: 'Lena', lastName: 'Novak', role: 'viewer', crew: ['otr_driver'] },
  { username: 'sam.spotter', firstName: 'Sam', lastName: 'Price', role: 'viewer', crew: ['spotter'] },
  { username: 'kim.spotter', firstName: 'Kim', lastName: 'Park', role: 'operator', crew: ['spotter'] },
  { username: 'wall.display', firstName: 'Dock', lastName: 'Display', role: 'viewer', crew: [] },
];

/** Where each demo shipment stops; pending (scheduled) ones come from the dock schedule import. */
type Stage = 'container' | 'truck' | 'bol' | 'crew' | 'loading' | 'completed' | 'released';
const STAGES: Stage[] = ['container', 'truck', 'bol', 'crew', 'loading', 'completed', 'released'];
const DOORS = ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C'];
const DOCKS = ['Dock A', 'Dock B', 'Dock C', 'Dock D'];
const DRIVERS = [
  ['Luis Herrera', '555-0142', 'White', 'TX-4411'],
  ['Karen Walsh', '555-0178', 'Blue', 'OK-2290'],
  ['Dmitri Volkov', '555-0113', 'Red', 'AR-7731'],
  ['Grace Mensah', '555-0167', 'Silver', 'LA-0082'],
] as const;

/**
 * `npm run demo`: fills an EMPTY database with a believable day on a dock, through the same
 * commands the screens use, and prints the accounts with their generated passwords.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const database = await openDatabase(config, ENTITIES);
  try {
    if ((await database.orm.em.fork().execute(`select 1 from users limit 1`)).length > 0) {
      console.error('The database already has users: `npm run demo` only fills an empty database.');
      process.exitCode = 1;
      return;
    }
    const session = createSessionMiddleware({ pool: database.sessionPool, secret: randomBytes(32).toString('hex'), idleMinutes: 60 });
    const webPush = { keys: await resolveVapidKeys(config.vapidKeys, config.dataDir), subject: config.vapidSubject };
    const app = await createApp({ config, orm: database.orm, session, redis: null, webPush });
    await app.init();
    const bus = app.get(CommandBus);
    const people = new Map<string, PublicUser & { password: string }>();
    for (const person of PEOPLE) {
      const password = randomBytes(6).toString('base64url');
      const user = await bus.execute(
        new CreateUserCommand({ username: person.username, password, firstName: person.firstName, lastName: person.lastName, crewFunctions: person.crew }, person.role, null),
      );
      people.set(person.username, { ...user, password });
    }
    const lead = people.get('rosa.lead')!.id;
    const now = Date.now();
    const hours = (offset: number) => new Date(now + offset * 3600_000);

    for (let index = 0; index < 14; index++) {
      const stage = STAGES[index % STAGES.length]!;
      const tmpNumber = `TMP-${String(24_101 + index)}`;
      const poNumbers = [`PO-${88_200 + index * 2}`, ...(index % 3 === 0 ? [`PO-${88_201 + index * 2}`] : [])];
      const eta = hours(2 + (index % 6));
      const shipment = await bus.execute(
        new CheckInContainerCommand(
          tmpNumber,
          { containerDoor: DOORS[index % DOORS.length]!, dockLocation: DOCKS[index % DOCKS.length]!, floorLeadId: lead, sealNumber: `SL-${40_000 + index}`, tempRecorderId: index % 2 ? `TR-${700 + index}` : null, estimatedCompletion: eta, notes: null },
          poNumbers,
          lead,
        ),
      );
      if (index % 4 === 1) await bus.execute(new AddPurchaseOrderCommand(shipment.id, `PO-${89_000 + index}`, hours(-3), lead));
      console.log(`  ${tmpNumber}: ${stage}`);
      if (STAGES.indexOf(stage) < STAGES.indexOf('truck')) continue;
      const pos: PurchaseOrder[] = await app.get(QueryBus).execute(new ListShipmentPurchaseOrdersQuery(shipment.id));
      const [driverName, driverPhone, truckColor, truckNumber] = DRIVERS[index % DRIVERS.length]!;
      const po = pos[0]!;
      await bus.execute(new CheckInTruckCommand(po.id, { driverName, driverPhone, driverEmail: null, truckColor, truckNumber, otrDoor: `OTR-${1 + (index % 6)}` }, lead));
      if (STAGES.indexOf(stage) < STAGES.indexOf('bol')) continue;
      const pieces = 80 + index * 7;
      await bus.execute(new RecordBillOfLadingCommand(po.id, { pieces, pallets: 6 + (index % 9), netWeight: (9000 + index * 350.25).toFixed(2), grossWeight: (9800 + index * 362.5).toFixed(2) }, lead));
      if (STAGES.indexOf(stage) < STAGES.indexOf('crew')) continue;
      await bus.execute(
        new AssignCrewCommand(
          shipment.id,
          { otrDriverId: people.get(index % 2 ? 'jim.otr' : 'lena.otr')!.id, forkliftOperatorId: people.get(index % 2 ? 'tom.forklift' : 'ana.forklift')!.id, otrDoorAssignment: `OTR-${1 + (index % 6)}`, instructions: 'Heavy pallets on the floor rows; seal and photograph after row 20.' },
          lead,
        ),
      );
      if (STAGES.indexOf(stage) < STAGES.indexOf('loading')) continue;
      const rows = stage === 'loading' ? 6 + index : 20;
      const forklift = people.get('tom.forklift')!.id;
      for (let row = 1; row <= Math.min(rows, 20); row++) await bus.execute(new RecordLoadingRowCommand(shipment.id, row, null, forklift));
      await bus.execute(new ConfirmCountCommand(shipment.id, po.id, pieces - (index % 3 === 0 ? 2 : 0), index % 3 === 0 ? 'Two cartons damaged, set aside' : null, lead));
      if (stage === 'released') await bus.execute(new ReleaseDriverCommand(po.id, lead));
    }
    await bus.execute(new CreateSpotterTaskCommand({ taskDescription: 'Move empty trailer from door 2B to the yard', assignedTo: people.get('sam.spotter')!.id, priority: 'high', shipmentId: null }, lead));
    await bus.execute(new CreateSpotterTaskCommand({ taskDescription: 'Stage chassis at OTR-4', assignedTo: people.get('kim.spotter')!.id, priority: 'normal', shipmentId: null }, lead));

    console.log('\nDemo accounts (username / password / role):');
    for (const person of people.values()) console.log(`  ${person.username.padEnd(14)} ${person.password.padEnd(10)} ${person.role}`);
    await app.close();
    session.store.close();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
