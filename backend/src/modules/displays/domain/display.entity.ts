import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { DockLocation } from '@dockflow/contracts';

/** A wall display: a device, not a person (docs/product.md §9). Codes and tokens are kept as SHA-256 hashes only. */
export const Display = defineEntity({
  name: 'Display',
  tableName: 'displays',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(100),
    docks: p.array().$type<DockLocation[]>(),
    pairingCodeHash: p.string().length(64).nullable().hidden(),
    pairingExpiresAt: p.datetime().nullable(),
    tokenHash: p.string().length(64).nullable().hidden(),
    pairedAt: p.datetime().nullable(),
    lastContactAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type DisplayRecord = InferEntity<typeof Display>;
