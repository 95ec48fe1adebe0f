import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What happened, never to whom by name: details hold no personal data. */
@Entity('audit_events')
export class AuditEvent {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('audit_events_action_idx')
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** The staff member or system part that acted (null for the user themself or the system). */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId: string | null;

  @Column({ type: 'jsonb', default: {} }) details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
