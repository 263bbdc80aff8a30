import { Global, Module } from '@nestjs/common';
import { DisplayCredentials } from '../../common/auth/display-device.js';
import { IssuePairingCodeHandler } from './commands/issue-pairing-code/issue-pairing-code.handler.js';
import { PairDisplayHandler } from './commands/pair-display/pair-display.handler.js';
import { RegisterDisplayHandler } from './commands/register-display/register-display.handler.js';
import { RevokeDisplayHandler } from './commands/revoke-display/revoke-display.handler.js';
import { DisplayCredentialsService } from './display-credentials.service.js';
import { DisplayDeviceController, DisplaysController } from './displays.controller.js';
import { ListDisplaysHandler } from './queries/list-displays/list-displays.handler.js';

/** Global for its DisplayCredentials: the access guard and the socket gateway check display tokens through it. */
@Global()
@Module({
  controllers: [DisplaysController, DisplayDeviceController],
  providers: [
    RegisterDisplayHandler,
    IssuePairingCodeHandler,
    PairDisplayHandler,
    RevokeDisplayHandler,
    ListDisplaysHandler,
    DisplayCredentialsService,
    { provide: DisplayCredentials, useExisting: DisplayCredentialsService },
  ],
  exports: [DisplayCredentials],
})
export class DisplaysModule {}
