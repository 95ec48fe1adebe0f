import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What Stripe would hold, for the built-in test-mode provider: customers, subscriptions, invoices,
 * payment intents, checkout sessions and refunds, by id. No personal data: ids and amounts only.
 */
@Entity('test_mode_objects')
export class TestModeObject {
  @PrimaryColumn({ type: 'varchar', length: 64 }) id: string;

  @Column({ type: 'varchar', length: 32 }) kind: string;

  @Column({ type: 'jsonb' }) data: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
