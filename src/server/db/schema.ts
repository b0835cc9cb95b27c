// Every table, for Drizzle's relational queries and for drizzle-kit's migration generator.
export * from '../modules/admin-auth/admin-auth.table.ts';
export * from '../modules/site-settings/site-settings.table.ts';
