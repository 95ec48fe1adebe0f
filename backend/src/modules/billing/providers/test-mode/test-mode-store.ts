import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { rowsOf } from '../../shared/sql-rows.js';

export type TestObjectKind =
  'customer' | 'subscription' | 'invoice' | 'payment_intent' | 'checkout_session' | 'refund';

const PREFIX: Record<TestObjectKind, string> = {
  customer: 'cus_test_',
  subscription: 'sub_test_',
  invoice: 'in_test_',
  payment_intent: 'pi_test_',
  checkout_session: 'cs_test_',
  refund: 're_test_',
};

export const newTestId = (kind: TestObjectKind | 'event') =>
  `${kind === 'event' ? 'evt_test_' : PREFIX[kind]}${randomBytes(12).toString('hex')}`;

/** The test-mode provider's own objects (what Stripe would hold), as JSON rows. */
@Injectable()
export class TestModeStore {
  constructor(private readonly dataSource: DataSource) {}

  async insert<T extends { id: string }>(
    kind: TestObjectKind,
    data: T,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T> {
    await manager.query('INSERT INTO test_mode_objects (id, kind, data) VALUES ($1, $2, $3)', [
      data.id,
      kind,
      JSON.stringify(data),
    ]);
    return data;
  }

  async get<T>(
    kind: TestObjectKind,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T | null> {
    const rows: { data: T }[] = await manager.query(
      'SELECT data FROM test_mode_objects WHERE id = $1 AND kind = $2',
      [id, kind],
    );
    return rows[0]?.data ?? null;
  }

  /**
   * Merges `patch` into the object, only while its `status` is one of `fromStatuses` (when given):
   * one statement, so of two racing changes exactly one wins. Returns the new object, or null.
   */
  async update<T>(
    kind: TestObjectKind,
    id: string,
    patch: Record<string, unknown>,
    fromStatuses?: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T | null> {
    const result: unknown = await manager.query(
      `UPDATE test_mode_objects SET data = data || $3::jsonb, updated_at = now()
        WHERE id = $1 AND kind = $2 AND ($4::text[] IS NULL OR data->>'status' = ANY($4::text[]))
        RETURNING data`,
      [id, kind, JSON.stringify(patch), fromStatuses ?? null],
    );
    return rowsOf<{ data: T }>(result)[0]?.data ?? null;
  }

  async where<T>(kind: TestObjectKind, field: string, value: string): Promise<T[]> {
    const rows: { data: T }[] = await this.dataSource.query(
      `SELECT data FROM test_mode_objects WHERE kind = $1 AND data->>$2 = $3 ORDER BY created_at`,
      [kind, field, value],
    );
    return rows.map((row) => row.data);
  }

  transaction<T>(run: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(run);
  }
}
