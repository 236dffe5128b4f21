import type { AbstractIntlMessages } from 'next-intl';

type Messages = AbstractIntlMessages;

const isNamespace = (value: unknown): value is Messages => !!value && typeof value === 'object' && !Array.isArray(value);

/** Deep merge: keys missing from `localized` come from `fallback` (English). */
export function withFallback(localized: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(localized)) {
    const base = fallback[key];
    merged[key] =
      // Precompiled messages are arrays: leaves, like strings.
      isNamespace(value) && isNamespace(base)
        ? withFallback(value, base)
        : value;
  }
  return merged;
}

/** What a missing key renders when neither the locale nor English has it: the key itself. */
export function keyFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}
