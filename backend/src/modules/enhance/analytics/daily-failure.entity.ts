import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Enhancements that failed on our side, per UTC day: the admin success rate's denominator. */
@Entity('enhancement_daily_failures')
export class DailyFailure {
  @PrimaryColumn({ type: 'date' }) day: string;

  @Column({ type: 'integer', default: 0 }) failures: number;
}
