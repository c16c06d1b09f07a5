/** A fresh PostgreSQL database on the test server, so runs never see each other's rows. */
export { createFreshPostgres as createFreshDatabase } from '#scripts/cluster/fresh-postgres.ts';
