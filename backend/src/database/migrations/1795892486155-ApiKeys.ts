import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal API keys, idempotent rewrites, and the key a history entry was made with. */
export class ApiKeys1795892486155 implements MigrationInterface {
  name = 'ApiKeys1795892486155';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(32) NOT NULL, "secret_hash" character(64) NOT NULL, "scopes" text array NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" character varying(20), "last_used_at" TIMESTAMP WITH TIME ZONE, "last_used_ip" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "api_keys_user_id_idx" ON "api_keys"  ("user_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "api_keys_prefix_unique" ON "api_keys"  ("prefix") ',
    );
    await queryRunner.query(
      'CREATE TABLE "idempotent_requests" ("user_id" uuid NOT NULL, "idempotency_key" character varying(255) NOT NULL, "request_hash" character(64) NOT NULL, "response_status" integer, "response_body" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2b5f7f1d692fde8cb3e402a3ffb" PRIMARY KEY ("user_id", "idempotency_key"))',
    );
    await queryRunner.query('ALTER TABLE "enhancement_history" ADD "api_key_id" uuid');
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "idempotent_requests" ADD CONSTRAINT "FK_6b492f87e10141604460e11b4a5" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "enhancement_history" ADD CONSTRAINT "FK_e8ae509c092283258dffeee173a" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "enhancement_history" DROP CONSTRAINT "FK_e8ae509c092283258dffeee173a"',
    );
    await queryRunner.query(
      'ALTER TABLE "idempotent_requests" DROP CONSTRAINT "FK_6b492f87e10141604460e11b4a5"',
    );
    await queryRunner.query(
      'ALTER TABLE "api_keys" DROP CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973"',
    );
    await queryRunner.query('ALTER TABLE "enhancement_history" DROP COLUMN "api_key_id"');
    await queryRunner.query('DROP TABLE "idempotent_requests"');
    await queryRunner.query('DROP INDEX "public"."api_keys_prefix_unique"');
    await queryRunner.query('DROP INDEX "public"."api_keys_user_id_idx"');
    await queryRunner.query('DROP TABLE "api_keys"');
  }
}
