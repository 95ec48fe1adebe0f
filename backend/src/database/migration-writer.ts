import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface SqlQuery {
  query: string;
  parameters?: unknown[];
}

/** Writes a TypeORM migration class for the given queries and registers it in migrations/index.ts. */
export function writeMigration(
  folder: string,
  name: string,
  up: SqlQuery[],
  down: SqlQuery[],
  timestamp = Date.now(),
): string {
  const className = `${name.replace(/[^A-Za-z0-9]/g, '')}${timestamp}`;
  const fileName = `${timestamp}-${name.replace(/[^A-Za-z0-9-]/g, '')}`;
  const body = (queries: SqlQuery[]) =>
    queries
      .map(({ query, parameters }) => {
        const args = parameters?.length ? `, ${JSON.stringify(parameters)}` : '';
        return `    await queryRunner.query(${JSON.stringify(query)}${args});`;
      })
      .join('\n');
  const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${body(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${body([...down].reverse())}
  }
}
`;
  writeFileSync(join(folder, `${fileName}.ts`), source);
  const indexPath = join(folder, 'index.ts');
  const index = readFileSync(indexPath, 'utf8');
  const withImport = index.replace(
    /(\/\/ Every migration[^\n]*\n)/,
    `$1import { ${className} } from './${fileName}.js';\n`,
  );
  const withEntry = withImport.replace(
    /export const MIGRATIONS: Function\[\] = \[([\s\S]*?)\];/,
    (_match, entries: string) => {
      const list = entries
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      return `export const MIGRATIONS: Function[] = [${[...list, className].join(', ')}];`;
    },
  );
  writeFileSync(indexPath, withEntry);
  return fileName;
}
