import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('feature_toggles')
export class FeatureToggle {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('feature_toggles_name_unique', { unique: true })
  @Column({ name: 'feature_name', type: 'varchar', length: 64 })
  featureName: string;

  @Column({ name: 'is_enabled', type: 'boolean', default: true }) isEnabled: boolean;

  @Column({ type: 'varchar', length: 300, default: '' }) description: string;

  /** The staff member who last changed it (null: the seed). */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true }) updatedBy: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
