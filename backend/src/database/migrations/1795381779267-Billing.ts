import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795381779267 implements MigrationInterface {
  name = 'Billing1795381779267';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "checkout_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "plan" character varying(16) NOT NULL, "provider" character varying(8) NOT NULL, "provider_session_id" character varying(255) NOT NULL, "status" character varying(16) NOT NULL, "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'usd\', "success_url" text NOT NULL, "cancel_url" text NOT NULL, "provider_subscription_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5730b2bbc190203a94941d82bd1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "checkout_sessions_provider_session_unique" ON "checkout_sessions"  ("provider_session_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "checkout_sessions_user_created_idx" ON "checkout_sessions"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "billing_events" ("id" character varying(255) NOT NULL, "provider" character varying(8) NOT NULL, "type" character varying(64) NOT NULL, "outcome" character varying(16) NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9a4a4a1b1f55bbc868f6a76a597" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "plan" character varying(16) NOT NULL, "status" character varying(24) NOT NULL, "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'usd\', "current_period_start" TIMESTAMP WITH TIME ZONE, "current_period_end" TIMESTAMP WITH TIME ZONE, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "canceled_at" TIMESTAMP WITH TIME ZONE, "provider" character varying(8) NOT NULL, "provider_subscription_id" character varying(255) NOT NULL, "provider_customer_id" character varying(255) NOT NULL, "provider_state_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a87248d73155605cf782be9ee5e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "subscriptions_status_idx" ON "subscriptions"  ("status") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "subscriptions_provider_subscription_unique" ON "subscriptions"  ("provider_subscription_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "subscription_id" uuid NOT NULL, "plan" character varying(16) NOT NULL, "provider" character varying(8) NOT NULL, "provider_invoice_id" character varying(255) NOT NULL, "provider_payment_intent_id" character varying(255), "amount_cents" integer NOT NULL, "amount_refunded_cents" integer NOT NULL DEFAULT \'0\', "currency" character varying(3) NOT NULL DEFAULT \'usd\', "status" character varying(24) NOT NULL, "period_start" TIMESTAMP WITH TIME ZONE, "period_end" TIMESTAMP WITH TIME ZONE, "paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "payments_subscription_idx" ON "payments"  ("subscription_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "payments_provider_invoice_unique" ON "payments"  ("provider_invoice_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "payments_provider_payment_intent_unique" ON "payments"  ("provider_payment_intent_id") WHERE provider_payment_intent_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "payments_user_created_idx" ON "payments"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "test_mode_objects" ("id" character varying(64) NOT NULL, "kind" character varying(32) NOT NULL, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fead95bfcec5e7ccd067d290ca0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "payment_id" uuid NOT NULL, "provider_refund_id" character varying(255) NOT NULL, "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'usd\', "status" character varying(24) NOT NULL, "reason" text NOT NULL DEFAULT \'\', "staff_user_id" uuid, "money_back_guarantee" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5106efb01eeda7e49a78b869738" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "refunds_user_idx" ON "refunds"  ("user_id") ');
    await queryRunner.query('CREATE INDEX "refunds_payment_idx" ON "refunds"  ("payment_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "refunds_provider_refund_unique" ON "refunds"  ("provider_refund_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "users" ADD "provider_customer_id" character varying(255)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "users_provider_customer_unique" ON "users"  ("provider_customer_id") WHERE provider_customer_id IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "checkout_sessions" ADD CONSTRAINT "FK_0fcf7372ed8c867428d29dfab53" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_427785468fb7d2733f59e7d7d39" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_75848dfef07fd19027e08ca81d2" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "refunds" ADD CONSTRAINT "FK_3be163f822a41931bb73c243d82" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "refunds" ADD CONSTRAINT "FK_7f48aa5d56c42aeb495db016683" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "refunds" ADD CONSTRAINT "FK_bf39e75058e1d9e55af891c9cb7" FOREIGN KEY ("staff_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "refunds" DROP CONSTRAINT "FK_bf39e75058e1d9e55af891c9cb7"',
    );
    await queryRunner.query(
      'ALTER TABLE "refunds" DROP CONSTRAINT "FK_7f48aa5d56c42aeb495db016683"',
    );
    await queryRunner.query(
      'ALTER TABLE "refunds" DROP CONSTRAINT "FK_3be163f822a41931bb73c243d82"',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" DROP CONSTRAINT "FK_75848dfef07fd19027e08ca81d2"',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" DROP CONSTRAINT "FK_427785468fb7d2733f59e7d7d39"',
    );
    await queryRunner.query(
      'ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1"',
    );
    await queryRunner.query(
      'ALTER TABLE "checkout_sessions" DROP CONSTRAINT "FK_0fcf7372ed8c867428d29dfab53"',
    );
    await queryRunner.query('DROP INDEX "public"."users_provider_customer_unique"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "provider_customer_id"');
    await queryRunner.query('DROP INDEX "public"."refunds_provider_refund_unique"');
    await queryRunner.query('DROP INDEX "public"."refunds_payment_idx"');
    await queryRunner.query('DROP INDEX "public"."refunds_user_idx"');
    await queryRunner.query('DROP TABLE "refunds"');
    await queryRunner.query('DROP TABLE "test_mode_objects"');
    await queryRunner.query('DROP INDEX "public"."payments_user_created_idx"');
    await queryRunner.query('DROP INDEX "public"."payments_provider_payment_intent_unique"');
    await queryRunner.query('DROP INDEX "public"."payments_provider_invoice_unique"');
    await queryRunner.query('DROP INDEX "public"."payments_subscription_idx"');
    await queryRunner.query('DROP TABLE "payments"');
    await queryRunner.query('DROP INDEX "public"."subscriptions_user_created_idx"');
    await queryRunner.query('DROP INDEX "public"."subscriptions_provider_subscription_unique"');
    await queryRunner.query('DROP INDEX "public"."subscriptions_status_idx"');
    await queryRunner.query('DROP TABLE "subscriptions"');
    await queryRunner.query('DROP TABLE "billing_events"');
    await queryRunner.query('DROP INDEX "public"."checkout_sessions_user_created_idx"');
    await queryRunner.query('DROP INDEX "public"."checkout_sessions_provider_session_unique"');
    await queryRunner.query('DROP TABLE "checkout_sessions"');
  }
}
