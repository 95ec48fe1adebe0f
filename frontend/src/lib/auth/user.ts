import type { ApiSchema } from '../api-client';

export type SubscriptionTier = ApiSchema<'SubscriptionTier'>;

/** The user as GET /api/auth/me and POST /api/auth/login return it (spec section 3). */
export type User = ApiSchema<'UserDto'>;
