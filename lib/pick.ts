/** A copy of `source` with only the given keys. */
export function pick<T extends Record<string, unknown>, K extends string>(source: T, keys: readonly K[]): Pick<T, K & keyof T> {
  const picked = {} as Pick<T, K & keyof T>;
  for (const key of keys) if (key in source) (picked as Record<string, unknown>)[key] = source[key];
  return picked;
}
