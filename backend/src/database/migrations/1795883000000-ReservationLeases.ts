import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lease on each enhancement reservation, renewed while its request runs. */
export class ReservationLeases1795883000000 implements MigrationInterface {
  name = 'ReservationLeases1795883000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "enhancement_reservations" ADD "heartbeat_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "enhancement_reservations" DROP COLUMN "heartbeat_at"');
  }
}
