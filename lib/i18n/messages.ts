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

/**
 * What the root layout sends to client components: whole namespaces, and of the large `Common`
 * namespace only the keys client components read (the rest is rendered on the server). Every
 * message sent here is in every page's HTML twice over, so the list is kept to what is read;
 * tests/unit/client-messages.test.ts checks it against the client components' sources.
 */
export const CLIENT_NAMESPACES = ['Nav', 'Accessibility', 'Shell', 'Errors', 'Skip', 'Search', 'Assistant', 'Cookie'] as const;
export const CLIENT_COMMON_KEYS = ['back', 'goBack', 'goHome', 'scrollToTop', 'loadingPage', 'close', 'dismiss'] as const;

export function clientMessages(messages: Messages): Messages {
  const picked: Messages = {};
  for (const namespace of CLIENT_NAMESPACES) if (isNamespace(messages[namespace])) picked[namespace] = messages[namespace];
  const common = messages.Common;
  if (isNamespace(common)) {
    const keys: Messages = {};
    for (const key of CLIENT_COMMON_KEYS) if (common[key] !== undefined) keys[key] = common[key];
    picked.Common = keys;
  }
  return picked;
}
