/** SQLSTATEs of a connection the database ended or refused: class 08, and the shutdowns of 57P. */
const lostCodes = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** What node-postgres says, without a code, of a connection that went away under it. */
const lostMessages = /Connection terminated|not queryable|timeout exceeded when trying to connect/;

/**
 * Whether an error (or an error that caused it, as drizzle wraps the driver's) is the database
 * connection lost: the database restarted, failed over or cut the connection. Nothing of the
 * transaction was kept, and a moment later the same request can succeed, so it is answered as
 * the service being briefly unavailable (503), not as a fault of the server (500).
 */
export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (code.startsWith('08') || lostCodes.has(code))) return true;
    if (typeof message === 'string' && lostMessages.test(message)) return true;
    current = cause;
  }
  return false;
}
