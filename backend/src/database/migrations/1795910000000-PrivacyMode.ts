import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Privacy mode: the account's "Don't keep my texts" (keep_texts), history entries without their
 * texts, and the console's settings (the default for new accounts).
 */
export class PrivacyMode1795910000000 implements MigrationInterface {
  name = 'PrivacyMode1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "app_settings" ("key" character varying(64) NOT NULL, "value" jsonb NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_975c2db59c65c05fd9c6b63a2ab" PRIMARY KEY ("key"))',
    );
    await queryRunner.query('ALTER TABLE "users" ADD "keep_texts" boolean NOT NULL DEFAULT true');
    await queryRunner.query('ALTER TABLE "enhancement_history" ALTER COLUMN "input" DROP NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "enhancement_history" ALTER COLUMN "output" DROP NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "enhancement_history" ALTER COLUMN "output" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "enhancement_history" ALTER COLUMN "input" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "keep_texts"');
    await queryRunner.query('DROP TABLE "app_settings"');
  }
}
