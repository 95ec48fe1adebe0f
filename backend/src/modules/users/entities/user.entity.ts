import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const SUBSCRIPTION_TIERS = ['free', 'pro', 'premium'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;

  /** Stored lower-case: one account per address whatever the capitals typed. */
  @Index('users_email_unique', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 }) username: string;

  /** argon2id; null for accounts that only sign in with Google. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ name: 'subscription_tier', type: 'varchar', length: 16, default: 'free' })
  subscriptionTier: SubscriptionTier;

  /** The paid tier chosen at sign-up; charged only after onboarding, on /payment. */
  @Column({ name: 'intended_tier', type: 'varchar', length: 16, nullable: true })
  intendedTier: SubscriptionTier | null;

  @Column({ name: 'free_uses_remaining', type: 'integer', default: 10 })
  freeUsesRemaining: number;

  @Column({ name: 'monthly_requests_used', type: 'integer', default: 0 })
  monthlyRequestsUsed: number;

  @Column({ name: 'usage_period_start', type: 'timestamptz', nullable: true })
  usagePeriodStart: Date | null;

  @Column({ name: 'usage_period_end', type: 'timestamptz', nullable: true })
  usagePeriodEnd: Date | null;

  @Column({ name: 'total_requests', type: 'integer', default: 0 })
  totalRequests: number;

  @Column({ name: 'is_verified', type: 'boolean', default: false }) isVerified: boolean;

  @Column({ name: 'onboarding_completed', type: 'boolean', default: false })
  onboardingCompleted: boolean;

  @Column({ name: 'is_admin', type: 'boolean', default: false }) isAdmin: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;

  @Column({ name: 'terms_accepted', type: 'boolean', default: false }) termsAccepted: boolean;

  @Column({ name: 'privacy_acknowledged', type: 'boolean', default: false })
  privacyAcknowledged: boolean;

  /** False: "Don't keep my texts": texts and outputs are never stored, logged or queued. */
  @Column({ name: 'keep_texts', type: 'boolean', default: true }) keepTexts: boolean;

  @Index('users_google_id_unique', { unique: true, where: 'google_id IS NOT NULL' })
  @Column({ name: 'google_id', type: 'varchar', length: 64, nullable: true })
  googleId: string | null;

  /** The payment provider's customer (cus_…), created at the first checkout. */
  @Index('users_provider_customer_unique', {
    unique: true,
    where: 'provider_customer_id IS NOT NULL',
  })
  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255, nullable: true })
  providerCustomerId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
