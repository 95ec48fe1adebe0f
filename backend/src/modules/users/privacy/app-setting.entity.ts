import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A setting staff change in the console (not an environment variable): one row per key. */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 }) key: string;

  @Column({ type: 'jsonb' }) value: unknown;

  /** The staff member who changed it last (kept as an id, like audit events). */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true }) updatedBy: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
