// What a refused write tells, on either database (PostgreSQL and the embedded one give the same
// codes), however the driver or the ORM wrapped the error.

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === code) return true;
  return false;
}

/** A unique index refused the write (23505): the value is taken. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** A foreign key refused the write (23503): what it names is gone, or still named by another row. */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');
