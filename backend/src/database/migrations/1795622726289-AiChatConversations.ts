import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The AI Chat's conversations, one row each, per person (in the export and deletion registry). */
export class AiChatConversations1795622726289 implements MigrationInterface {
  name = 'AiChatConversations1795622726289';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "chat_conversations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "title" character varying(80) NOT NULL, "chat_mode" character varying(16) NOT NULL, "messages" jsonb NOT NULL DEFAULT \'[]\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ff117d9f57807c4f2e3034a39f3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "chat_conversations_user_updated_idx" ON "chat_conversations"  ("user_id", "updated_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "chat_conversations" ADD CONSTRAINT "FK_7f9e5689ad3d7f45172fc156fbf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "chat_conversations" DROP CONSTRAINT "FK_7f9e5689ad3d7f45172fc156fbf"',
    );
    await queryRunner.query('DROP INDEX "public"."chat_conversations_user_updated_idx"');
    await queryRunner.query('DROP TABLE "chat_conversations"');
  }
}
