/** Type guards shared by the code that reads untrusted input: request bodies, storage, the address. */

/** A plain object (not null, not an array): a JSON body or a stored record before its fields are checked. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of the listed string constants (a subject, a kind, a state…), narrowed to their union. */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
