import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminConsole1795583785804 implements MigrationInterface {
  name = 'AdminConsole1795583785804';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "support_ticket_replies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ticket_id" uuid NOT NULL, "staff_user_id" uuid, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_21cbd63caf2e238c44493cf7350" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "support_ticket_replies_ticket_idx" ON "support_ticket_replies"  ("ticket_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "enhancement_daily_failures" ("day" date NOT NULL, "failures" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_252d506edd765fe636245d9852a" PRIMARY KEY ("day"))',
    );
    await queryRunner.query(
      'ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "FK_60d0d175c552e94b25d954f0797" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "payments" ADD "last_refund_key" character varying(64)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" DROP COLUMN "last_refund_key"');
    await queryRunner.query(
      'ALTER TABLE "support_ticket_replies" DROP CONSTRAINT "FK_60d0d175c552e94b25d954f0797"',
    );
    await queryRunner.query('DROP TABLE "enhancement_daily_failures"');
    await queryRunner.query('DROP INDEX "public"."support_ticket_replies_ticket_idx"');
    await queryRunner.query('DROP TABLE "support_ticket_replies"');
  }
}
