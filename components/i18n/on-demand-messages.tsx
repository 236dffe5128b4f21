'use client';

import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * The texts of the parts that load on use (lib/i18n/messages.ts, `lazyPartMessages`), fetched
 * from /api/messages/{locale} once per page load and language, instead of sent in every page's HTML.
 */
const arrived = new Map<string, AbstractIntlMessages>();
const requests = new Map<string, Promise<AbstractIntlMessages>>();

export function loadOnDemandMessages(locale: string): Promise<AbstractIntlMessages> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(`/api/messages/${encodeURIComponent(locale)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`Messages for ${locale}: ${response.status}`);
        return response.json() as Promise<AbstractIntlMessages>;
      })
      .then(
        (messages) => {
          arrived.set(locale, messages);
          return messages;
        },
        (error: unknown) => {
          // Asked again by the next part that mounts.
          requests.delete(locale);
          throw error;
        },
      );
    requests.set(locale, request);
  }
  return request;
}

// Asked for as soon as the first part that needs them has arrived (this module comes with it),
// in the page's language as the root layout wrote it, rather than after that part's first render.
if (typeof document !== 'undefined' && document.documentElement.lang) void loadOnDemandMessages(document.documentElement.lang).catch(() => undefined);

/**
 * `Component` under a provider of the on-demand texts, which include the page's it reads. It
 * renders nothing until they are in (about 2 KB, usually asked for while its chunk was arriving).
 */
export function withOnDemandMessages<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithOnDemandMessages(props: P) {
    const locale = useLocale();
    const [onDemand, setOnDemand] = useState(() => arrived.get(locale));
    useEffect(() => {
      if (onDemand) return;
      let live = true;
      loadOnDemandMessages(locale).then(
        (messages) => live && setOnDemand(messages),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [locale, onDemand]);
    if (!onDemand) return null;
    return (
      <NextIntlClientProvider locale={locale} messages={onDemand}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  }
  WithOnDemandMessages.displayName = `WithOnDemandMessages(${Component.displayName ?? Component.name})`;
  return WithOnDemandMessages;
}
