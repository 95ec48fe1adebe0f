import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every idempotency key of a staff refund, per payment (it replaces the payment's last key). */
export class RefundKeys1795882424084 implements MigrationInterface {
  name = 'RefundKeys1795882424084';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "refund_keys" ("payment_id" uuid NOT NULL, "idempotency_key" character varying(64) NOT NULL, "amount_cents" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5809cbdee1385e1de36b6856705" PRIMARY KEY ("payment_id", "idempotency_key"))',
    );
    await queryRunner.query('ALTER TABLE "payments" DROP COLUMN "last_refund_key"');
    await queryRunner.query(
      'ALTER TABLE "refund_keys" ADD CONSTRAINT "FK_956c9994c3aa43920d22a87d80d" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "refund_keys" DROP CONSTRAINT "FK_956c9994c3aa43920d22a87d80d"',
    );
    await queryRunner.query('ALTER TABLE "payments" ADD "last_refund_key" character varying(64)');
    await queryRunner.query('DROP TABLE "refund_keys"');
  }
}
