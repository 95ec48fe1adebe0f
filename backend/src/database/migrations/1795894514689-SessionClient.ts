import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionClient1795894514689 implements MigrationInterface {
  name = 'SessionClient1795894514689';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"sessions\" ADD \"client\" character varying(16) NOT NULL DEFAULT 'web'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"sessions\" DROP COLUMN \"client\"");
  }
}
