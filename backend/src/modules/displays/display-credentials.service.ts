import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { DISPLAY_TEXTS } from '@dockflow/contracts';
import { Clock } from '../../common/clock.js';
import { DisplayCredentials, type DisplayDevice } from '../../common/auth/display-device.js';
import { DomainError } from '../../common/domain-error.js';
import { secretHash } from './domain/device-secrets.js';
import { Display } from './domain/display.entity.js';

/** The stored last contact moves at most this often: an UPDATE per board read would cost a commit for nothing. */
const CONTACT_INTERVAL_MS = 60_000;

/**
 * A display's token checked against its stored hash on every request and socket: nothing is kept
 * in memory, so a revocation applies at once on every instance and the credential survives restarts.
 */
@Injectable()
export class DisplayCredentialsService implements DisplayCredentials {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async authenticate(token: string): Promise<DisplayDevice> {
    const em = this.orm.em.fork();
    const display = await em.findOne(Display, { tokenHash: secretHash(token) });
    if (!display) throw new DomainError('unauthenticated', DISPLAY_TEXTS.notPaired);
    if (display.revokedAt) throw new DomainError('unauthenticated', DISPLAY_TEXTS.revoked, 'DISPLAY_REVOKED');
    const now = this.clock.now();
    if (!display.lastContactAt || now.getTime() - display.lastContactAt.getTime() >= CONTACT_INTERVAL_MS) {
      await em.nativeUpdate(Display, { id: display.id, revokedAt: null }, { lastContactAt: now });
    }
    return { id: display.id, name: display.name, docks: display.docks };
  }
}
