import { ConsoleLogger } from '@nestjs/common';
import { currentRequestId } from './http/request-id.js';

/** Nest's console logger, with the id of the request being handled on each line written for it. */
export class RequestLogger extends ConsoleLogger {
  protected override formatContext(context: string): string {
    const requestId = currentRequestId();
    return requestId ? `${super.formatContext(context)}[request ${requestId}] ` : super.formatContext(context);
  }
}
