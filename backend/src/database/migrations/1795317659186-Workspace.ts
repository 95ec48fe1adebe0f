import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Workspace1795317659186 implements MigrationInterface {
  name = 'Workspace1795317659186';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "enhancement_daily_usage" ("user_id" uuid NOT NULL, "day" date NOT NULL, "emotion_tone" character varying(16) NOT NULL, "output_format" character varying(16) NOT NULL, "enhancements" integer NOT NULL DEFAULT \'0\', "words" integer NOT NULL DEFAULT \'0\', "quality_before_sum" double precision NOT NULL DEFAULT \'0\', "quality_after_sum" double precision NOT NULL DEFAULT \'0\', CONSTRAINT "PK_cbb4a157713ac26733cf5aa0bb2" PRIMARY KEY ("user_id", "day", "emotion_tone", "output_format"))',
    );
    await queryRunner.query(
      'CREATE TABLE "enhancement_history" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "input" text NOT NULL, "output" text NOT NULL, "settings" jsonb NOT NULL, "word_count" integer NOT NULL, "input_word_count" integer NOT NULL, "quality_score" real NOT NULL, "quality_breakdown" jsonb NOT NULL, "input_quality_score" real NOT NULL, "model_used" text NOT NULL, "processing_time" real NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ea0daee196f7d9e666564dba2dc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "enhancement_history_user_created_idx" ON "enhancement_history"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "projects" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "notes" text NOT NULL DEFAULT \'\', "input" text NOT NULL, "output" text NOT NULL, "settings" jsonb NOT NULL, "quality_score" real, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "projects_user_created_idx" ON "projects"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "enhancement_daily_usage" ADD CONSTRAINT "FK_a1f84fad2591400b6472ec4abe0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "enhancement_history" ADD CONSTRAINT "FK_891e51c60f8dd9f1d59e97c9900" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "projects" ADD CONSTRAINT "FK_bd55b203eb9f92b0c8390380010" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "projects" DROP CONSTRAINT "FK_bd55b203eb9f92b0c8390380010"',
    );
    await queryRunner.query(
      'ALTER TABLE "enhancement_history" DROP CONSTRAINT "FK_891e51c60f8dd9f1d59e97c9900"',
    );
    await queryRunner.query(
      'ALTER TABLE "enhancement_daily_usage" DROP CONSTRAINT "FK_a1f84fad2591400b6472ec4abe0"',
    );
    await queryRunner.query('DROP INDEX "public"."projects_user_created_idx"');
    await queryRunner.query('DROP TABLE "projects"');
    await queryRunner.query('DROP INDEX "public"."enhancement_history_user_created_idx"');
    await queryRunner.query('DROP TABLE "enhancement_history"');
    await queryRunner.query('DROP TABLE "enhancement_daily_usage"');
  }
}
