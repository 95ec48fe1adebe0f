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
import type { PaidPlan, PaymentStatus, ProviderName } from '../shared/billing-types.js';
import { Subscription } from '../subscriptions/subscription.entity.js';

/** One invoice of a subscription and the payment intent that pays it. */
@Entity('payments')
@Index('payments_user_created_idx', ['userId', 'createdAt'])
export class Payment {
  @PrimaryGeneratedColumn('uuid') id: string;

  /** Null once the account is deleted: money records are kept, anonymised, for accounting. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('payments_subscription_idx')
  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  @ManyToOne(() => Subscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: Subscription;

  @Column({ type: 'varchar', length: 16 }) plan: PaidPlan;

  @Column({ type: 'varchar', length: 8 }) provider: ProviderName;

  @Index('payments_provider_invoice_unique', { unique: true })
  @Column({ name: 'provider_invoice_id', type: 'varchar', length: 255 })
  providerInvoiceId: string;

  @Index('payments_provider_payment_intent_unique', {
    unique: true,
    where: 'provider_payment_intent_id IS NOT NULL',
  })
  @Column({ name: 'provider_payment_intent_id', type: 'varchar', length: 255, nullable: true })
  providerPaymentIntentId: string | null;

  @Column({ name: 'amount_cents', type: 'integer' }) amountCents: number;

  @Column({ name: 'amount_refunded_cents', type: 'integer', default: 0 })
  amountRefundedCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' }) currency: string;

  @Column({ type: 'varchar', length: 24 }) status: PaymentStatus;

  @Column({ name: 'period_start', type: 'timestamptz', nullable: true }) periodStart: Date | null;

  @Column({ name: 'period_end', type: 'timestamptz', nullable: true }) periodEnd: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
