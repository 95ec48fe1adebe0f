// Every TypeORM entity of the app; the migration check compares these with the migrations.
export const ENTITIES: Function[] = [];
