import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Songwriting1795584013206 implements MigrationInterface {
  name = 'Songwriting1795584013206';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "songs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "lyrics" text NOT NULL, "enhanced_lyrics" text, "settings" jsonb NOT NULL, "chat_history" jsonb NOT NULL DEFAULT \'[]\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e504ce8ad2e291d3a1d8f1ea2f4" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "songs_user_updated_idx" ON "songs"  ("user_id", "updated_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "songs" ADD CONSTRAINT "FK_376475c9ba8a680ee05a7a53333" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "songs" DROP CONSTRAINT "FK_376475c9ba8a680ee05a7a53333"');
    await queryRunner.query('DROP INDEX "public"."songs_user_updated_idx"');
    await queryRunner.query('DROP TABLE "songs"');
  }
}
