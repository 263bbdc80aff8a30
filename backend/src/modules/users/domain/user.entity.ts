import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ROLES, type CrewFunction } from '@dockflow/contracts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    username: p.string().length(100),
    email: p.string().length(255).nullable(),
    passwordHash: p.string().length(255).hidden(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    profileImageUrl: p.string().length(1000).nullable(),
    role: p.enum(ROLES).default('viewer'),
    /** docs/product.md §6.3: floor lead, OTR driver, forklift operator, spotter. */
    crewFunctions: p.array().$type<CrewFunction[]>().default([]),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type UserRecord = InferEntity<typeof User>;
