import { Controller, Get, Inject } from '@nestjs/common';
import type { SiteInfo } from '@dockflow/contracts';
import { Anonymous } from '../../common/auth/access.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';

/**
 * What every screen needs to know about the site before it shows a time: its time zone
 * (docs/product.md §15), validated when the server starts. Not a secret, so asked before sign-in too.
 */
@Controller('site')
export class SiteController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Anonymous()
  site(): SiteInfo {
    return { timeZone: this.config.siteTimezone };
  }
}
