import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where each history entry was asked for: the web app or the browser extension. */
export class HistorySource1795900000000 implements MigrationInterface {
  name = 'HistorySource1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "enhancement_history" ADD "source" character varying(16) NOT NULL DEFAULT 'web'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "enhancement_history" DROP COLUMN "source"');
  }
}
