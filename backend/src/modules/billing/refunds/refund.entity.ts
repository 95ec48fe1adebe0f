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
import { Payment } from '../payments/payment.entity.js';

/** Money given back on a payment, by staff through the API or in the provider's dashboard. */
@Entity('refunds')
export class Refund {
  @PrimaryGeneratedColumn('uuid') id: string;

  /** Null once the account is deleted: kept, anonymised, for accounting. */
  @Index('refunds_user_idx')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('refunds_payment_idx')
  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Payment;

  @Index('refunds_provider_refund_unique', { unique: true })
  @Column({ name: 'provider_refund_id', type: 'varchar', length: 255 })
  providerRefundId: string;

  @Column({ name: 'amount_cents', type: 'integer' }) amountCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' }) currency: string;

  @Column({ type: 'varchar', length: 24 }) status: string;

  @Column({ type: 'text', default: '' }) reason: string;

  /** The staff member who issued it; null when it was made in the provider's dashboard. */
  @Column({ name: 'staff_user_id', type: 'uuid', nullable: true }) staffUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_user_id' })
  staffUser?: User;

  @Column({ name: 'money_back_guarantee', type: 'boolean', default: false })
  moneyBackGuarantee: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
