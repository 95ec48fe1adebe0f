import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tickets from the public contact form (no account), and staff without an invented name. */
export class ContactAndStaff1795584278098 implements MigrationInterface {
  name = 'ContactAndStaff1795584278098';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "support_tickets" ADD "contact_name" character varying(100)',
    );
    await queryRunner.query('ALTER TABLE "support_tickets" ALTER COLUMN "user_id" DROP NOT NULL');
    await queryRunner.query(
      'CREATE INDEX "support_tickets_user_email_idx" ON "support_tickets"  ("user_email") ',
    );
    // The staff account used to be created as "Resonate Staff" and was greeted "Hi Resonate".
    await queryRunner.query(
      `UPDATE "users" SET "first_name" = NULL, "last_name" = NULL
        WHERE "is_admin" AND "first_name" = 'Resonate' AND "last_name" = 'Staff'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."support_tickets_user_email_idx"');
    await queryRunner.query('DELETE FROM "support_tickets" WHERE "user_id" IS NULL');
    await queryRunner.query('ALTER TABLE "support_tickets" ALTER COLUMN "user_id" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "support_tickets" DROP COLUMN "contact_name"');
  }
}
