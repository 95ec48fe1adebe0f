import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795313567443 implements MigrationInterface {
  name = 'Accounts1795313567443';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "action" character varying(64) NOT NULL, "actor_id" uuid, "details" jsonb NOT NULL DEFAULT \'{}\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_910f64d901a5c3e9878f0d4a407" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "audit_events_action_idx" ON "audit_events"  ("action") ',
    );
    await queryRunner.query(
      'CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "username" character varying(100) NOT NULL, "password_hash" character varying(255), "first_name" character varying(100), "last_name" character varying(100), "subscription_tier" character varying(16) NOT NULL DEFAULT \'free\', "intended_tier" character varying(16), "free_uses_remaining" integer NOT NULL DEFAULT \'10\', "monthly_requests_used" integer NOT NULL DEFAULT \'0\', "usage_period_start" TIMESTAMP WITH TIME ZONE, "usage_period_end" TIMESTAMP WITH TIME ZONE, "total_requests" integer NOT NULL DEFAULT \'0\', "is_verified" boolean NOT NULL DEFAULT false, "onboarding_completed" boolean NOT NULL DEFAULT false, "is_admin" boolean NOT NULL DEFAULT false, "is_active" boolean NOT NULL DEFAULT true, "terms_accepted" boolean NOT NULL DEFAULT false, "privacy_acknowledged" boolean NOT NULL DEFAULT false, "google_id" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "users_email_unique" ON "users"  ("email") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "users_google_id_unique" ON "users"  ("google_id") WHERE google_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE TABLE "one_time_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" character varying(20) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8e470cc9ffc1b2afa054304db17" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "one_time_tokens_user_id_idx" ON "one_time_tokens"  ("user_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "one_time_tokens_hash_unique" ON "one_time_tokens"  ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "user_agent" character varying(300), "ip_address" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "sessions_user_id_idx" ON "sessions"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "consent_records" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "consent_type" character varying(32) NOT NULL, "granted" boolean NOT NULL, "policy_version" character varying(32) NOT NULL, "source" character varying(32) NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_030be152eaa44998166470b2ccc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "consent_records_user_id_idx" ON "consent_records"  ("user_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "support_tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "user_email" character varying(254) NOT NULL, "subject" character varying(200) NOT NULL, "message" text NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'open\', "priority" character varying(16) NOT NULL DEFAULT \'medium\', "category" character varying(16) NOT NULL DEFAULT \'general\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_942e8d8f5df86100471d2324643" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "support_tickets_user_id_idx" ON "support_tickets"  ("user_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "one_time_tokens" ADD CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "consent_records" ADD CONSTRAINT "FK_b823aad0deceda10806be9aa447" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_0b1eb4f1f984aab3c481c48468a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_0b1eb4f1f984aab3c481c48468a"',
    );
    await queryRunner.query(
      'ALTER TABLE "consent_records" DROP CONSTRAINT "FK_b823aad0deceda10806be9aa447"',
    );
    await queryRunner.query(
      'ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"',
    );
    await queryRunner.query(
      'ALTER TABLE "one_time_tokens" DROP CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1"',
    );
    await queryRunner.query('DROP INDEX "public"."support_tickets_user_id_idx"');
    await queryRunner.query('DROP TABLE "support_tickets"');
    await queryRunner.query('DROP INDEX "public"."consent_records_user_id_idx"');
    await queryRunner.query('DROP TABLE "consent_records"');
    await queryRunner.query('DROP INDEX "public"."sessions_user_id_idx"');
    await queryRunner.query('DROP TABLE "sessions"');
    await queryRunner.query('DROP INDEX "public"."one_time_tokens_hash_unique"');
    await queryRunner.query('DROP INDEX "public"."one_time_tokens_user_id_idx"');
    await queryRunner.query('DROP TABLE "one_time_tokens"');
    await queryRunner.query('DROP INDEX "public"."users_google_id_unique"');
    await queryRunner.query('DROP INDEX "public"."users_email_unique"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP INDEX "public"."audit_events_action_idx"');
    await queryRunner.query('DROP TABLE "audit_events"');
  }
}
