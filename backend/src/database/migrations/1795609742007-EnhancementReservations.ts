import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uses charged for streamed rewrites not yet recorded, so a crash mid-stream can be settled. */
export class EnhancementReservations1795609742007 implements MigrationInterface {
  name = 'EnhancementReservations1795609742007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "enhancement_reservations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "counter" character varying(8) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8a0e514a37ee749889ebbb3fd94" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "enhancement_reservations_created_idx" ON "enhancement_reservations"  ("created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "enhancement_reservations" ADD CONSTRAINT "FK_5061ea57e12544bacbeb6806117" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "enhancement_reservations" DROP CONSTRAINT "FK_5061ea57e12544bacbeb6806117"',
    );
    await queryRunner.query('DROP INDEX "public"."enhancement_reservations_created_idx"');
    await queryRunner.query('DROP TABLE "enhancement_reservations"');
  }
}
