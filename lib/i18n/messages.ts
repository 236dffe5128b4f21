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
 * What the root layout sends to client components: whole namespaces, and of `Common` and
 * `Assistant` only the keys the first load reads (the rest of `Common` is rendered on the server;
 * the rest of `Assistant` is read by the panel, which loads on use). Every message sent here is in
 * every page's HTML twice over, so the list is kept to what is read;
 * tests/unit/client-messages.test.ts checks it against the client components' sources.
 */
export const CLIENT_NAMESPACES = ['Nav', 'Accessibility', 'Shell', 'Errors', 'Skip'] as const;
export const CLIENT_COMMON_KEYS = ['back', 'goBack', 'goHome', 'scrollToTop', 'loadingPage', 'close', 'dismiss'] as const;
export const CLIENT_ASSISTANT_KEYS = ['open'] as const;
/**
 * Namespaces read only by code that loads on use: the search dialog and its results, the
 * assistant's panel, the cookie banner and its preferences. They come with that code, from
 * /api/messages/{locale} (components/i18n/on-demand-messages.tsx), instead of in every page's HTML;
 * /search, rendered on the server, and the settings form send theirs through providers of their own.
 */
export const ON_DEMAND_NAMESPACES = ['Search', 'Assistant', 'Cookie'] as const;
/**
 * Keys of those namespaces that only the server reads: the search report's table (`Search.qa`,
 * rendered on /admin/search-qa), the service worker's offline page (app/offline/[file]/route.ts)
 * and the root error screen's texts, which `app/global-error.tsx` carries itself because it has no
 * provider (components/shell/application-error-texts.ts).
 */
export const SERVER_ONLY_KEYS: Partial<Record<(typeof CLIENT_NAMESPACES)[number] | (typeof ON_DEMAND_NAMESPACES)[number], readonly string[]>> = {
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

const only = (namespace: unknown, keys: readonly string[]): Messages => {
  const picked: Messages = {};
  if (isNamespace(namespace)) for (const key of keys) if (namespace[key] !== undefined) picked[key] = namespace[key];
  return picked;
};

function namespaces(messages: Messages, names: readonly (keyof typeof SERVER_ONLY_KEYS)[]): Messages {
  const picked: Messages = {};
  for (const name of names) {
    const messagesOf = messages[name];
    if (isNamespace(messagesOf)) picked[name] = without(messagesOf, SERVER_ONLY_KEYS[name]);
  }
  return picked;
}

export function clientMessages(messages: Messages): Messages {
  return {
    ...namespaces(messages, CLIENT_NAMESPACES),
    Common: only(messages.Common, CLIENT_COMMON_KEYS),
    Assistant: only(messages.Assistant, CLIENT_ASSISTANT_KEYS),
  };
}

/** The namespaces of the parts that load on use. */
export function onDemandMessages<M extends Messages>(messages: M): Partial<Pick<M, (typeof ON_DEMAND_NAMESPACES)[number]>> {
  return namespaces(messages, ON_DEMAND_NAMESPACES) as Partial<Pick<M, (typeof ON_DEMAND_NAMESPACES)[number]>>;
}

/**
 * What /api/messages/{locale} serves: everything a part that loads on use reads, its own
 * namespaces and the first load's it shares (a close button's label), so its provider needs
 * nothing from the page's (reading those back would cost every page's first load a hook).
 */
export function lazyPartMessages(messages: Messages): Messages {
  return { ...clientMessages(messages), ...onDemandMessages(messages) };
}
