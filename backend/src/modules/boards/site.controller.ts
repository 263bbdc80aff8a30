import { Controller, Get, Inject } from '@nestjs/common';
import type { SiteInfo } from '@dockflow/contracts';
import { Anonymous } from '../../common/auth/access.decorator.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { siteInfo } from './site-info.js';

/**
 * What every screen needs to know about the site before it shows a time: its time zone
 * (docs/product.md §15), validated when the server starts, and for the header its name and the
 * shift its clock is in now (§2.3). Not a secret, so asked before sign-in too.
 */
@Controller('site')
export class SiteController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Anonymous()
  site(): SiteInfo {
    return siteInfo(this.config, this.clock.now());
  }
}
