import type { AbstractIntlMessages } from 'next-intl';
import { isRecord } from '../guards';

type Messages = AbstractIntlMessages;

const isNamespace = (value: unknown): value is Messages => isRecord(value);

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
/**
 * Keys of those namespaces that only the server reads: the search report's table (`Search.qa`,
 * rendered on /admin/search-qa), the service worker's offline page (app/offline/[file]/route.ts)
 * and the root error screen's texts, which `app/global-error.tsx` carries itself because it has no
 * provider (components/shell/application-error-texts.ts).
 */
export const SERVER_ONLY_KEYS: Partial<Record<(typeof CLIENT_NAMESPACES)[number], readonly string[]>> = {
  Search: ['qa'],
  Shell: ['offlinePageTitle', 'offlinePageBody'],
  Errors: ['appErrorTitle', 'appErrorBody', 'appErrorFooter', 'reloadClearCache', 'goToHome'],
};

const without = (namespace: Messages, keys: readonly string[] = []): Messages =>
  keys.length ? Object.fromEntries(Object.entries(namespace).filter(([key]) => !keys.includes(key))) : namespace;

/**
 * Keys of `Forms` that only the server reads: the unsubscribe page and the booking's calendar file.
 * The rest of `Forms` goes to each form's island (components/forms/form-block.tsx).
 */
export const FORMS_SERVER_ONLY_KEYS = ['unsubscribe', 'calendar'] as const;

/** The messages a form's island reads: `Forms` without its server-only keys, and the namespaces named. */
export function formMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of ['Forms', ...namespaces]) {
    const messagesOf = messages[namespace];
    if (isNamespace(messagesOf)) picked[namespace] = namespace === 'Forms' ? without(messagesOf, FORMS_SERVER_ONLY_KEYS) : messagesOf;
  }
  return picked;
}

export function clientMessages(messages: Messages): Messages {
  const picked: Messages = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const messagesOf = messages[namespace];
    if (isNamespace(messagesOf)) picked[namespace] = without(messagesOf, SERVER_ONLY_KEYS[namespace]);
  }
  const common = messages.Common;
  if (isNamespace(common)) {
    const keys: Messages = {};
    for (const key of CLIENT_COMMON_KEYS) if (common[key] !== undefined) keys[key] = common[key];
    picked.Common = keys;
  }
  return picked;
}
