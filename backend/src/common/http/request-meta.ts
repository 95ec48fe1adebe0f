import type { Request } from 'express';

/** Who is asking: kept on sessions so a person can recognise their devices. */
export function requestMeta(request: Request): { userAgent?: string; ipAddress?: string } {
  return { userAgent: request.headers['user-agent'], ipAddress: request.ip };
}
