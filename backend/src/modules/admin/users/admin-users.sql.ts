import type { UserFilter } from './admin-users.dto.js';

export const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.username, u.subscription_tier,
  u.is_active, u.is_admin, u.is_verified, u.onboarding_completed, u.total_requests, u.created_at`;

export const FILTERS: Record<UserFilter, string> = {
  all: 'TRUE',
  free: "u.subscription_tier = 'free'",
  pro: "u.subscription_tier = 'pro'",
  premium: "u.subscription_tier = 'premium'",
  admin: 'u.is_admin',
  active: 'u.is_active',
  inactive: 'NOT u.is_active',
  unverified: 'NOT u.is_verified',
};

export const ORDER_BY: Record<string, string> = {
  created_at: 'u.created_at',
  email: 'u.email',
  total_requests: 'u.total_requests',
  subscription_tier: 'u.subscription_tier',
};

export const SEARCH = `($1::text IS NULL OR u.email ILIKE $1 OR u.first_name ILIKE $1
  OR u.last_name ILIKE $1 OR u.username ILIKE $1
  OR (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE $1)`;
