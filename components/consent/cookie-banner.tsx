'use client';

import { browserOnly } from '@/components/ui/browser-only';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { saveConsent } from '@/lib/consent/client';
import { ACCEPT_ALL, REJECT_ALL, hasGlobalPrivacyControl, initialPreferences, readConsent, type ConsentPreferences } from '@/lib/consent/record';
import { haptic } from '@/lib/haptics';
import { Link } from '@/components/ui/link';
import { withOnDemandMessages } from '@/components/i18n/on-demand-messages';

// The customise view is its own chunk, fetched when the visitor asks for it.
const CookiePreferences = browserOnly(() => import('./cookie-preferences').then((module) => ({ default: module.CookiePreferences })));

/** The floating buttons: fixed, so never scrolled for. */
const FLOATING = '[data-testid="floating-nav"], [data-testid="scroll-to-top"], [data-testid="assistant-launcher"]';

/**
 * The cookie banner, the spec's variant one: collapsed and customise views. Fixed over the page
 * (no layout shift), a non-modal dialog named by its title. Saving stores the record and hides
 * it; the close button only hides it. It fades up as it enters: arriving on idle, after the page's
 * own content, it starts transparent, so on a short page (the 404) the browser does not take the
 * banner's paragraph for the page's largest contentful paint.
 */
function CookieBannerView({ focusOnOpen, onHide }: { focusOnOpen: boolean; onHide: () => void }) {
  const t = useTranslations('Cookie');
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [customising, setCustomising] = useState(false);
  const [globalPrivacyControl] = useState(hasGlobalPrivacyControl);
  const [preferences, setPreferences] = useState<ConsentPreferences>(() => initialPreferences(globalPrivacyControl, readConsent()));
  // Early in the tab order, right after the skip links: arriving on idle, it was appended after the
  // footer, and a keyboard reached the choice last (the 73rd stop on /consultation). Fixed at the
  // bottom of the window, it looks the same wherever it sits in the document.
  // (Loaded in the browser only, so `document` is there on the first render; placed before the
  // effects below run, which measure and focus the banner.)
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    const skipLinks = document.querySelector('.skip-link')?.parentElement;
    if (skipLinks) skipLinks.after(host);
    else document.body.prepend(host);
    return () => host.remove();
  }, [host]);

  // While it shows, the page keeps keyboard focus clear of it and of the floating buttons lifted
  // above it (WCAG 2.4.11): its height feeds the document's scroll-padding-bottom (app/globals.css),
  // so a focused control scrolls into view above them. The browser scrolls only a control that is
  // out of view, though, not one half under the banner (a tall message field): that one is scrolled
  // up here, as far as the padding asks.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`));
    observer.observe(element);
    const keepClear = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target) || target.closest(FLOATING)) return;
      if (target.getBoundingClientRect().bottom > innerHeight - parseFloat(getComputedStyle(root).scrollPaddingBottom)) target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', keepClear);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', keepClear);
      root.style.removeProperty('--consent-banner-height');
    };
  }, []);

  useEffect(() => {
    if (!focusOnOpen) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
  }, [focusOnOpen]);

  // Focus leaves with the banner for where it came from: the control that opened it, or the one
  // the visitor tabbed in from; failing both (a click on the banner), the main content.
  const hide = () => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    onHide();
    if (returnTo.current?.isConnected) returnTo.current.focus();
    else if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };
  const save = (choice: ConsentPreferences) => {
    saveConsent(choice);
    haptic('medium');
    hide();
  };

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      data-testid="cookie-banner"
      data-view={customising ? 'customise' : 'collapsed'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (!returnTo.current && from instanceof HTMLElement && !ref.current?.contains(from)) returnTo.current = from;
      }}
      className="fixed inset-x-3 bottom-3 z-[70] print:hidden animate-[fade-up_0.24s_ease-out] mx-auto max-h-[calc(100dvh-1.5rem)] max-w-3xl overflow-y-auto rounded-2xl border border-line bg-surface p-5 text-ink shadow-2xl outline-none focus-visible:ring-2 focus-visible:ring-signal sm:inset-x-6 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {t('title')}
        </h2>
        <CloseButton label={t('close')} onClick={hide} className="-me-2 -mt-2 shrink-0 text-ink-2 hover:text-ink" />
      </div>
      <p id={descriptionId} className="mt-2 text-sm leading-6 text-ink-2">
        {t('description')}{' '}
        <Link href="/cookies" className="font-medium text-ink underline underline-offset-4">
          {t('policyLink')}
        </Link>
      </p>
      {customising ? <CookiePreferences value={preferences} onChange={setPreferences} globalPrivacyControl={globalPrivacyControl} /> : null}
      <div className="mt-5 flex flex-wrap gap-2">
        {customising ? (
          <Button data-consent="save" onClick={() => save(preferences)}>
            {t('savePreferences')}
          </Button>
        ) : null}
        <Button data-consent="accept-all" variant={customising ? 'secondary' : 'primary'} onClick={() => save(ACCEPT_ALL)}>
          {t('acceptAll')}
        </Button>
        <Button data-consent="reject-all" variant="secondary" onClick={() => save(REJECT_ALL)}>
          {t('rejectAll')}
        </Button>
        <Button data-consent="essential-only" variant="secondary" onClick={() => save(REJECT_ALL)}>
          {t('essentialOnly')}
        </Button>
        {customising ? null : (
          <Button data-consent="customize" variant="ghost" aria-expanded={false} onClick={() => setCustomising(true)}>
            {t('customize')}
          </Button>
        )}
      </div>
    </div>,
    host,
  );
}

/** With the texts that load on use (components/i18n/on-demand-messages.tsx). */
export const CookieBanner = withOnDemandMessages(CookieBannerView);
