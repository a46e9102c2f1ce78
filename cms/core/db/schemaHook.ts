import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

/** The hook type `postgresAdapter` takes for `beforeSchemaInit` and `afterSchemaInit`; the package does not export it by name. */
export type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]
