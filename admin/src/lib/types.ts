import type { RaRecord } from 'react-admin';

/** GET /api/admin/users rows. */
export interface AdminUser extends RaRecord {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  username: string;
  subscription_tier: 'free' | 'pro' | 'premium';
  is_active: boolean;
  is_premium: boolean;
  is_admin: boolean;
  is_verified: boolean;
  onboarding_completed: boolean;
  total_requests: number;
  created_at: string;
}

export interface AdminSubscription extends RaRecord {
  id: string;
  user_email: string | null;
  plan: 'pro' | 'premium';
  status: string;
  amount: number;
  currency: string;
  current_period_end: string | null;
  provider_subscription_id: string;
}

export interface AdminTicket extends RaRecord {
  id: string;
  subject: string;
  status: 'open' | 'in_progress' | 'resolved' | 'closed';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  message?: string;
  replies?: { id: string; message: string; staff_email: string | null; created_at: string }[];
}

export const choices = (values: readonly string[]) =>
  values.map((value) => ({ id: value, name: value.replace('_', ' ') }));

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

export const fullName = (user: AdminUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || '—';
