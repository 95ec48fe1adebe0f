import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BetaStudio1795583740372 implements MigrationInterface {
  name = 'BetaStudio1795583740372';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "beta_feedback" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "message" text NOT NULL, "tab" character varying(40), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9065cbc043dd4589471e67dbee3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "beta_feedback_created_idx" ON "beta_feedback"  ("created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "description" text NOT NULL DEFAULT \'\', "emotion_tone" character varying(16) NOT NULL, "intensity" smallint NOT NULL, "use_case" character varying(32) NOT NULL, "output_format" character varying(16) NOT NULL, "tags" jsonb NOT NULL DEFAULT \'[]\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_515948649ce0bbbe391de702ae5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "templates_user_created_idx" ON "templates"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "beta_feedback" ADD CONSTRAINT "FK_233ff1f22e0ae74565b918e3f2e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "templates" ADD CONSTRAINT "FK_58b6865e85d7d38ae6478f002f1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "templates" DROP CONSTRAINT "FK_58b6865e85d7d38ae6478f002f1"',
    );
    await queryRunner.query(
      'ALTER TABLE "beta_feedback" DROP CONSTRAINT "FK_233ff1f22e0ae74565b918e3f2e"',
    );
    await queryRunner.query('DROP INDEX "public"."templates_user_created_idx"');
    await queryRunner.query('DROP TABLE "templates"');
    await queryRunner.query('DROP INDEX "public"."beta_feedback_created_idx"');
    await queryRunner.query('DROP TABLE "beta_feedback"');
  }
}
