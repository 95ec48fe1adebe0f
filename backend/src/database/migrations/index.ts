// Every migration, in order; new ones are appended by `npm run migration:generate`.
import { Songwriting1795584013206 } from './1795584013206-Songwriting.js';
import { Billing1795381779267 } from './1795381779267-Billing.js';
import { Workspace1795317659186 } from './1795317659186-Workspace.js';
import { Accounts1795313567443 } from './1795313567443-Accounts.js';
export const MIGRATIONS: Function[] = [
  Accounts1795313567443,
  Workspace1795317659186,
  Billing1795381779267,
  Songwriting1795584013206,
];
