/**
 * Small readers for checking an answer's shape without loading zod: each returns the value with
 * its type or throws a ContractError naming the path that did not match.
 */
export class ContractError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'answer'}: expected ${expected}`);
    this.name = 'ContractError';
  }
}

export type JsonRecord = Record<string, unknown>;

export function readRecord(value: unknown, path: string): JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ContractError(path, 'an object');
  return Object.fromEntries(Object.entries(value));
}

export function readString(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ContractError(path, 'a string');
  return value;
}

export function readNullableString(value: unknown, path: string): string | null {
  return value === null ? null : readString(value, path);
}

export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new ContractError(path, 'a boolean');
  return value;
}

export function readInteger(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new ContractError(path, 'an integer');
  return value;
}

export function readArray<T>(
  value: unknown,
  path: string,
  item: (value: unknown, path: string) => T,
): T[] {
  if (!Array.isArray(value)) throw new ContractError(path, 'an array');
  return value.map((entry: unknown, index) => item(entry, `${path}.${index}`));
}

export function readOneOf<const T extends string>(
  value: unknown,
  path: string,
  allowed: readonly T[],
): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new ContractError(path, `one of ${allowed.join(', ')}`);
  return found;
}
