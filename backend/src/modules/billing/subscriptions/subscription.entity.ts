import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import type { PaidPlan, ProviderName, SubscriptionStatus } from '../shared/billing-types.js';

/** A paid plan held with a payment provider; the user's tier follows the entitled ones. */
@Entity('subscriptions')
@Index('subscriptions_user_created_idx', ['userId', 'createdAt'])
export class Subscription {
  @PrimaryGeneratedColumn('uuid') id: string;

  /** Null once the account is deleted: the row is kept, anonymised, for accounting. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 16 }) plan: PaidPlan;

  @Index('subscriptions_status_idx')
  @Column({ type: 'varchar', length: 24 })
  status: SubscriptionStatus;

  /** Price per period in cents. */
  @Column({ name: 'amount_cents', type: 'integer' }) amountCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' }) currency: string;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true }) canceledAt: Date | null;

  @Column({ type: 'varchar', length: 8 }) provider: ProviderName;

  @Index('subscriptions_provider_subscription_unique', { unique: true })
  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 255 })
  providerSubscriptionId: string;

  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255 })
  providerCustomerId: string;

  /** When the provider's state held here was observed: older news never overwrites it. */
  @Column({ name: 'provider_state_at', type: 'timestamptz', nullable: true })
  providerStateAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
