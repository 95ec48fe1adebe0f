import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import type { CheckoutStatus, PaidPlan, ProviderName } from '../shared/billing-types.js';

/** A hosted checkout page opened for a user; the provider says whether it was paid. */
@Entity('checkout_sessions')
@Index('checkout_sessions_user_created_idx', ['userId', 'createdAt'])
export class CheckoutSession {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 16 }) plan: PaidPlan;

  @Column({ type: 'varchar', length: 8 }) provider: ProviderName;

  @Index('checkout_sessions_provider_session_unique', { unique: true })
  @Column({ name: 'provider_session_id', type: 'varchar', length: 255 })
  providerSessionId: string;

  @Column({ type: 'varchar', length: 16 }) status: CheckoutStatus;

  @Column({ name: 'amount_cents', type: 'integer' }) amountCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' }) currency: string;

  @Column({ name: 'success_url', type: 'text' }) successUrl: string;

  @Column({ name: 'cancel_url', type: 'text' }) cancelUrl: string;

  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 255, nullable: true })
  providerSubscriptionId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
}
