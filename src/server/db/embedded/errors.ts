/** A problem with the embedded PostgreSQL server that the person starting the app can act on. */
export class EmbeddedPostgresError extends Error {}
