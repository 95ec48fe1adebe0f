import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** A number per pooled connection: its prepared statements get names of their own. */
const connectionIds = new WeakMap<PoolClient, number>();
let nextConnectionId = 0;

/**
 * Runs a statement on the hot path (every authenticated request, every enhancement) as a named
 * prepared statement, so PostgreSQL parses and plans it once per connection rather than on every
 * call: for the enhancement's charge-and-record statement that is most of its cost. Outside
 * transactions only (it takes a connection from the pool); `name` must always go with `text`.
 *
 * Names carry the connection's number because the embedded database serves every connection
 * from one session, where two connections preparing the same name would collide.
 */
export async function preparedQuery<T>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    let id = connectionIds.get(client);
    if (id === undefined) {
      id = nextConnectionId++;
      connectionIds.set(client, id);
    }
    const result = await client.query({ name: `${name}-${id}`, text, values });
    return result.rows as T[];
  } catch (error) {
    // As pg's own pool.query does: a connection that failed a query is not reused.
    failure = error as Error;
    throw error;
  } finally {
    client.release(failure);
  }
}
