/**
 * The rows of a raw query: TypeORM answers UPDATE/DELETE with [rows, count] and everything else
 * with the rows, so statements that may be either read through this.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return Array.isArray(result) ? (result as T[]) : [];
}
