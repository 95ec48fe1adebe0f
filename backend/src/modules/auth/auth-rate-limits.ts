import { Throttle } from '@nestjs/throttler';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Per-IP limits of the sign-in routes, from AuthConfig (set when the module starts). */
const perIp = { perHour: 10, loginPerMinute: 20 };

export function configureAuthRateLimits(limits: { perHour: number; loginPerMinute: number }): void {
  Object.assign(perIp, limits);
}

/**
 * Sign-up, reset and verification: AUTH_IP_LIMIT_PER_HOUR per hour per address, counted by
 * AddressLimiter after validation (invalid requests do not count).
 */
export const mailingLimitPerHour = () => perIp.perHour;

/** Sign-up, verification and reset mails for one e-mail address requested from one address. */
export const MAILS_PER_ACCOUNT_AND_ADDRESS = 3;

/** Sign-in: LOGIN_IP_LIMIT_PER_MINUTE requests per minute per address. */
export const LoginRouteLimit = () =>
  Throttle({ default: { limit: () => perIp.loginPerMinute, ttl: MINUTE } });
