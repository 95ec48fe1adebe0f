// Every migration, in order; new ones are appended by `npm run migration:generate`.
export const MIGRATIONS: Function[] = [];
