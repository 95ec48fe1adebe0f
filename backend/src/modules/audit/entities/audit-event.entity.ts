import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What happened, never to whom by name: details hold ids and values, not names or e-mails. */
@Entity('audit_events')
export class AuditEvent {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('audit_events_action_idx')
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** The staff member or system part that acted (null for the user themself or the system). */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId: string | null;

  @Column({ type: 'jsonb', default: {} }) details: Record<string, unknown>;

  /** Where a staff change came from (staff accountability; null for system events). */
  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
