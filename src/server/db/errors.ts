/** True when a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Connection-level SQLSTATEs and socket errors: the database went away (restart, failover) or the
 * host reached is a standby (read_only_sql_transaction during a switch). Decision 053.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '25006', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = /^(Connection terminated( unexpectedly)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|no usable database host.*)$/;

/** True when the error means the database cannot be reached right now (worth a retry), not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object') {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
      if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
