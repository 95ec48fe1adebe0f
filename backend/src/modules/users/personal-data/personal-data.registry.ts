import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * A module's share of a person's data. Export and deletion walk every contributor, so a module
 * that adds a table of user rows registers here and both features cover it.
 */
export interface PersonalDataContributor {
  /** Section name in the export file. */
  section: string;
  /** Tables whose rows this contributor exports and erases (checked by a test). */
  tables: string[];
  export(userId: string, manager: EntityManager): Promise<unknown>;
  /** Removes or anonymises the rows; returns how many, for the audit record. */
  erase(userId: string, manager: EntityManager): Promise<number>;
  /** Outside effects before erasing (e.g. cancelling a paid subscription). */
  beforeErase?(userId: string): Promise<void>;
}

@Injectable()
export class PersonalDataRegistry {
  private readonly contributors: PersonalDataContributor[] = [];

  register(contributor: PersonalDataContributor): void {
    this.contributors.push(contributor);
  }

  all(): readonly PersonalDataContributor[] {
    return this.contributors;
  }

  coveredTables(): string[] {
    return this.contributors.flatMap((contributor) => contributor.tables);
  }
}

/** A contributor for a plain table with a user_id column: export its rows, delete them. */
export function userRowsContributor(
  section: string,
  table: string,
  columns: string[],
): PersonalDataContributor {
  return {
    section,
    tables: [table],
    export: (userId, manager) =>
      manager.query(`SELECT ${columns.join(', ')} FROM ${table} WHERE user_id = $1 ORDER BY 1`, [
        userId,
      ]),
    erase: async (userId, manager) => {
      const result = await manager.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
      return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
    },
  };
}
