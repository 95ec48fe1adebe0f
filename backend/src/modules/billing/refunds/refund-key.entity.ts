import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Payment } from '../payments/payment.entity.js';

/**
 * Every idempotency key a staff refund was made with, per payment: the same key again refunds
 * nothing, however many other refunds came in between.
 */
@Entity('refund_keys')
export class RefundKey {
  @PrimaryColumn({ name: 'payment_id', type: 'uuid' }) paymentId: string;

  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 64 }) idempotencyKey: string;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Payment;

  @Column({ name: 'amount_cents', type: 'integer' }) amountCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
