import { Module } from '@nestjs/common';
import { AuthModule } from '../modules/auth/auth.public.js';
import { BulkChangeBroadcaster } from './bulk-change-broadcaster.js';
import { CrewInstructionsBroadcaster } from './crew-instructions-broadcaster.js';
import { DisplayBoardSignal, DisplayCredentialEnded } from './display-sockets.js';
import { ImportProgressBroadcaster } from './import-progress-broadcaster.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { SessionEndedHandler, UserSessionsEndedHandler } from './session-sockets.js';
import { ShipmentBroadcaster } from './shipment-broadcaster.js';
import { ShipmentTimelineBroadcaster } from './shipment-timeline-broadcaster.js';
import { SpotterTaskBroadcaster } from './spotter-task-broadcaster.js';
import { UserBroadcaster } from './user-broadcaster.js';

@Module({
  imports: [AuthModule],
  providers: [RealtimeGateway, ShipmentBroadcaster, BulkChangeBroadcaster, ShipmentTimelineBroadcaster, SpotterTaskBroadcaster, CrewInstructionsBroadcaster, UserBroadcaster, ImportProgressBroadcaster, SessionEndedHandler, UserSessionsEndedHandler, DisplayBoardSignal, DisplayCredentialEnded],
})
export class RealtimeModule {}
