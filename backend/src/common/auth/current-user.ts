import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { PublicUser } from '@dockflow/contracts';

/** The signed-in user of this request, as loaded by the session deserializer. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): PublicUser => {
  const request = context.switchToHttp().getRequest<Request>();
  return request.user as PublicUser;
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport's request.user is the public view of the signed-in user.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends PublicUser {}
  }
}
