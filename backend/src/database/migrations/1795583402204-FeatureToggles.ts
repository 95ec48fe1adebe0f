import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEED: [string, string][] = [
  ['registration', 'New account registrations'],
  ['google_sign_in', 'Continue with Google'],
  ['beta_enhanced_workspace', 'Beta: Enhanced Workspace'],
  ['beta_enterprise_workspace', 'Beta: Enterprise Workspace'],
  ['beta_songwriting', 'Beta: Songwriting Workshop'],
  ['beta_enhanced_form', 'Beta: Enhanced Form'],
  ['beta_ai_chat', 'Beta: AI Chat'],
  ['beta_heat_maps', 'Beta: Content Heat Maps'],
  ['beta_templates', 'Beta: Template Manager'],
  ['beta_use_case_selector', 'Beta: Use Case Selector'],
  ['export_docx', 'DOCX export (Premium)'],
  ['export_pdf', 'PDF export (Premium)'],
];

export class FeatureToggles1795583402204 implements MigrationInterface {
  name = 'FeatureToggles1795583402204';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "feature_toggles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "feature_name" character varying(64) NOT NULL, "is_enabled" boolean NOT NULL DEFAULT true, "description" character varying(300) NOT NULL DEFAULT \'\', "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6aacfcd59c906d3dc84214df296" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "feature_toggles_name_unique" ON "feature_toggles"  ("feature_name") ',
    );
    await queryRunner.query('ALTER TABLE "audit_events" ADD "ip_address" character varying(64)');
    // Every feature starts enabled; the app adds rows for features named after this migration.
    await queryRunner.query(
      `INSERT INTO "feature_toggles" ("feature_name", "description") VALUES ${SEED.map(
        (_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`,
      ).join(', ')}`,
      SEED.flat(),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "audit_events" DROP COLUMN "ip_address"');
    await queryRunner.query('DROP INDEX "public"."feature_toggles_name_unique"');
    await queryRunner.query('DROP TABLE "feature_toggles"');
  }
}
