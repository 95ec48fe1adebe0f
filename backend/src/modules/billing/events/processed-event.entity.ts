import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Every provider event applied, by its id: a redelivered event finds its row and changes nothing. */
@Entity('billing_events')
export class ProcessedBillingEvent {
  /** The provider's event id (evt_…). */
  @PrimaryColumn({ type: 'varchar', length: 255 }) id: string;

  @Column({ type: 'varchar', length: 8 }) provider: string;

  @Column({ type: 'varchar', length: 64 }) type: string;

  /** What applying it did: applied, ignored (not ours or not handled). */
  @Column({ type: 'varchar', length: 16 }) outcome: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' }) processedAt: Date;
}
