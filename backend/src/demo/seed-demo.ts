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
import { webPushSettings } from '../modules/notifications/notifications.public.js';
import { Clock, SystemClock } from '../common/clock.js';
import {
  AssignCrewCommand,
  CheckInContainerCommand,
  CheckInTruckCommand,
  ConfirmCountCommand,
  ListShipmentPurchaseOrdersQuery,
  RecordBillOfLadingCommand,
  RecordLoadingRowCommand,
  ReleaseDriverCommand,
  SetAppointmentCommand,
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

const DOORS = ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C'];
/** A door's letter is its dock: doors 1A-3A open onto Dock A, and so on. */
const dockOf = (door: string) => `Dock ${door.slice(-1)}`;
const DRIVERS = [
  ['Luis Herrera', '555-0142', 'White', 'TX-4411'],
  ['Karen Walsh', '555-0178', 'Blue', 'OK-2290'],
  ['Dmitri Volkov', '555-0113', 'Red', 'AR-7731'],
  ['Grace Mensah', '555-0167', 'Silver', 'LA-0082'],
  ['Owen Brooks', '555-0121', 'Black', 'TX-9043'],
  ['Priya Nair', '555-0190', 'Green', 'NM-3316'],
  ['Hector Salas', '555-0136', 'Gray', 'AZ-5528'],
  ['Beth Lindqvist', '555-0154', 'Yellow', 'CO-1187'],
] as const;

const MINUTE = 60_000;
const SHIPMENTS = 16;
/** The first container arrives this long before the demo runs; one more every 35 minutes. */
const DAY_START_HOURS_AGO = 9;

/** The app's clock during the demo: each command runs at the moment of the day it happened. */
class DemoClock extends Clock {
  at = new SystemClock().now();
  now(): Date {
    return this.at;
  }
}

/** One moment of the demo day: a command at its time. */
interface Step {
  at: number;
  run: () => Promise<unknown>;
}

/**
 * `npm run demo`: fills an EMPTY database with a believable day on a dock (`planDay`), through the
 * same commands the screens use, each at its moment of the day, and prints the accounts with their
 * generated passwords.
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
    const session = createSessionMiddleware({
      pool: database.sessionPool,
      secret: randomBytes(32).toString('hex'),
      idleMinutes: config.sessionIdleMinutes,
      absoluteHours: config.sessionAbsoluteHours,
    });
    const clock = new DemoClock();
    const webPush = webPushSettings(config, await resolveVapidKeys(config.vapidKeys, config.dataDir));
    const app = await createApp({ config, orm: database.orm, session, redis: null, webPush, clock });
    await app.init();
    const bus = app.get(CommandBus);
    const people: People = new Map();
    for (const person of PEOPLE) {
      const password = randomBytes(6).toString('base64url');
      const user = await bus.execute(
        new CreateUserCommand({ username: person.username, password, firstName: person.firstName, lastName: person.lastName, crewFunctions: person.crew }, person.role, null),
      );
      people.set(person.username, { ...user, password });
    }
    const steps = planDay(bus, app.get(QueryBus), people, clock.at.getTime());
    for (const step of steps.sort((first, second) => first.at - second.at)) {
      clock.at = new Date(step.at);
      await step.run();
    }

    console.log('\nDemo accounts (username / password / role):');
    for (const person of people.values()) console.log(`  ${person.username.padEnd(14)} ${person.password.padEnd(10)} ${person.role}`);
    await app.close();
    session.store.close();
  } finally {
    await database.close();
  }
}

type People = Map<string, PublicUser & { password: string }>;

/**
 * A day on the dock, ending now: a container every 35 minutes at a free door (its dock the door's
 * letter), each moving through the workflow at its own pace as far as the day has got: trucks on
 * time or late (some POs have an appointment, so some trucks owe fees), BOLs, crews, loading rows
 * every 7-11 minutes, counts (some short) and releases. A door is taken again only once its
 * container is loaded.
 */
function planDay(bus: CommandBus, queries: QueryBus, people: People, now: number): Step[] {
  const id = (username: string) => people.get(username)!.id;
  const leads = [id('rosa.lead'), id('marcus.lead')];
  const dayStart = now - DAY_START_HOURS_AGO * 60 * MINUTE;
  const doorFreeAt = new Map(DOORS.map((door) => [door, dayStart]));
  const steps: Step[] = [];
  for (let index = 0; index < SHIPMENTS; index++) {
    const arrive = dayStart + index * 35 * MINUTE;
    const door = DOORS.find((candidate) => doorFreeAt.get(candidate)! <= arrive);
    if (!door || arrive > now) continue;
    const lead = leads[index % 2]!;
    const tmpNumber = `TMP-${24_101 + index}`;
    const poNumbers = [`PO-${88_200 + index * 2}`, ...(index % 3 === 0 ? [`PO-${88_201 + index * 2}`] : [])];
    const eta = new Date(arrive + (4 + (index % 3)) * 60 * MINUTE);
    const appointment = index % 3 === 1 ? new Date(arrive + 30 * MINUTE) : null;
    const state: { shipmentId?: string; po?: PurchaseOrder; pieces?: number } = {};
    const at = (time: number, run: () => Promise<unknown>) => time <= now && steps.push({ at: time, run });

    at(arrive, async () => {
      const shipment = await bus.execute(
        new CheckInContainerCommand(
          tmpNumber,
          { containerDoor: door, dockLocation: dockOf(door), floorLeadId: lead, sealNumber: `SL-${40_000 + index}`, tempRecorderId: index % 2 ? `TR-${700 + index}` : null, estimatedCompletion: eta, notes: null },
          poNumbers,
          lead,
        ),
      );
      state.shipmentId = shipment.id;
      const pos: PurchaseOrder[] = await queries.execute(new ListShipmentPurchaseOrdersQuery(shipment.id));
      state.po = pos[0];
    });
    if (appointment) at(arrive + 5 * MINUTE, () => bus.execute(new SetAppointmentCommand(state.po!.id, appointment, lead)));
    const truckIn = arrive + [20, 95, 150, 45, 210][index % 5]! * MINUTE;
    const [driverName, driverPhone, truckColor, truckNumber] = DRIVERS[index % DRIVERS.length]!;
    const otrDoor = `OTR-${1 + (index % 6)}`;
    at(truckIn, () => bus.execute(new CheckInTruckCommand(state.po!.id, { driverName, driverPhone, driverEmail: null, truckColor, truckNumber, otrDoor }, lead)));
    const bolAt = truckIn + 25 * MINUTE;
    at(bolAt, () => {
      state.pieces = 80 + index * 7;
      const bol = { pieces: state.pieces, pallets: 6 + (index % 9), netWeight: (9000 + index * 350.25).toFixed(2), grossWeight: (9800 + index * 362.5).toFixed(2) };
      return bus.execute(new RecordBillOfLadingCommand(state.po!.id, bol, lead));
    });
    const crewAt = bolAt + 15 * MINUTE;
    const driver = id(index % 2 ? 'jim.otr' : 'lena.otr');
    const forklift = id(index % 2 ? 'tom.forklift' : 'ana.forklift');
    const instructions = index % 2 ? 'Heavy pallets on the floor rows; seal and photograph after row 20.' : 'Fragile cartons on top; keep row 20 for the mixed pallet.';
    at(crewAt, () => bus.execute(new AssignCrewCommand(state.shipmentId!, { otrDriverId: driver, forkliftOperatorId: forklift, otrDoorAssignment: otrDoor, instructions }, lead)));
    let rowAt = crewAt;
    for (let row = 1; row <= 20; row++) {
      rowAt += (7 + ((index + row) % 5)) * MINUTE;
      at(rowAt, () => bus.execute(new RecordLoadingRowCommand(state.shipmentId!, row, row === 11 && index % 4 === 0 ? 'Pallet re-wrapped before loading' : null, forklift)));
    }
    doorFreeAt.set(door, rowAt <= now ? rowAt : Number.POSITIVE_INFINITY);
    const countAt = rowAt + 10 * MINUTE;
    const short = index % 3 === 0 ? 2 : 0;
    at(countAt, () => bus.execute(new ConfirmCountCommand(state.shipmentId!, state.po!.id, state.pieces! - short, short ? 'Two cartons damaged, set aside' : null, lead)));
    if (index % 2 === 0) at(countAt + 15 * MINUTE, () => bus.execute(new ReleaseDriverCommand(state.po!.id, lead)));
  }
  steps.push({
    at: dayStart + 2 * 60 * MINUTE,
    run: () => bus.execute(new CreateSpotterTaskCommand({ taskDescription: 'Move the empty trailer from OTR-2 to the yard', assignedTo: id('sam.spotter'), priority: 'high', shipmentId: null }, leads[0]!)),
  });
  steps.push({
    at: now - 30 * MINUTE,
    run: () => bus.execute(new CreateSpotterTaskCommand({ taskDescription: 'Stage a chassis at OTR-4', assignedTo: id('kim.spotter'), priority: 'normal', shipmentId: null }, leads[1]!)),
  });
  return steps;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
