import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';

/** The staff member making a change and the address it came from, for the audit log. */
export interface StaffActor {
  id: string;
  email: string;
  ipAddress: string | null;
}

export const Staff = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request & { user: AuthenticatedUser }>();
  return { id: request.user.id, email: request.user.email, ipAddress: request.ip ?? null };
});
