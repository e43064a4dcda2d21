/** The SQLSTATE and constraint of a refused write or commit, whichever driver wraps them. */
export async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    for (let e: unknown = error; typeof e === 'object' && e !== null;) {
      if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
        return 'constraint' in e && typeof e.constraint === 'string'
          ? `${e.code} ${e.constraint}`
          : e.code;
      e = 'cause' in e ? e.cause : undefined;
    }
    throw error;
  }
  throw new Error('the database took the write');
}
