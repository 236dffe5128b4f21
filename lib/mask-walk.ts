/**
 * The one walk through whatever is logged, for both masks: lib/logger.ts (every log, in the
 * browser and on the server) and lib/log-secrets.ts (the server's console only). It holds no
 * patterns of its own: each mask passes its text mask and its key test, so the browser's logger
 * chunk never carries the server's secret patterns and this module adds nothing to a first load.
 */

export const REDACTED = '[redacted]';

export type MaskRules = {
  /** Masks a text: a string, an error's message and its stack. */
  text: (text: string) => string;
  /** Keys whose values are replaced with REDACTED, at any depth (a RegExp without the g flag will do). */
  secretKey: { test: (key: string) => boolean };
  /** What a number becomes; unchanged without it. */
  number?: (value: number) => unknown;
  /** What an object inside itself (a cycle) becomes; one object in two places is masked in both. */
  repeated: (value: object) => unknown;
};

/** A masked copy of `value`: strings and errors through `rules.text`, arrays and objects walked (an object by its own enumerable keys), anything else as it is. */
export function maskWith(rules: MaskRules, value: unknown, ancestors = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return rules.text(value);
  if (typeof value === 'number' && rules.number) return rules.number(value);
  if (value instanceof Error) {
    const masked = new Error(rules.text(value.message));
    masked.name = value.name;
    masked.stack = value.stack ? rules.text(value.stack) : undefined;
    return masked;
  }
  if (value && typeof value === 'object') {
    if (ancestors.has(value)) return rules.repeated(value);
    ancestors.add(value);
    const masked = Array.isArray(value)
      ? value.map((item) => maskWith(rules, item, ancestors))
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rules.secretKey.test(key) ? REDACTED : maskWith(rules, item, ancestors)]));
    // Only the path from the root counts: an object shared by two branches is no cycle, and its
    // second copy must be masked like the first.
    ancestors.delete(value);
    return masked;
  }
  return value;
}
