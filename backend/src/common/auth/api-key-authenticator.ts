import type { Request } from 'express';
import type { AuthenticatedUser } from './session-authenticator.js';

/** Where the key owner's plan stands, for the rate-limit headers of a key request. */
export interface PlanAllowance {
  /** Uses in the period; null when the plan has no quota (Premium, staff). */
  limit: number | null;
  remaining: number | null;
  /** When the period ends and the count starts again; null while no period runs. */
  reset_at: string | null;
}

export type ApiKeyCheck =
  | { outcome: 'ok'; user: AuthenticatedUser; allowance: PlanAllowance }
  /** Unknown, revoked, expired, or its account is gone or deactivated. */
  | { outcome: 'invalid' }
  /** The owner's plan no longer includes API access. */
  | { outcome: 'plan' };

/** Turns an `rsn_…` bearer token into its owner, checked against the database on every request. */
export abstract class ApiKeyAuthenticator {
  abstract authenticate(secret: string, request: Request): Promise<ApiKeyCheck>;
}
