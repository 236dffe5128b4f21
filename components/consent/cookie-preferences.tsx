'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { ConsentPreferences } from '@/lib/consent/record';

type Option = 'analytics' | 'marketing' | 'doNotSell';

/** The banner's customise view: one switch per optional category; essential is always on. */
export function CookiePreferences({
  value,
  onChange,
  globalPrivacyControl = false,
}: {
  value: ConsentPreferences;
  onChange: (next: ConsentPreferences) => void;
  /** The browser sends Global Privacy Control: "do not sell" is on and stays on (lib/consent/record.ts). */
  globalPrivacyControl?: boolean;
}) {
  const t = useTranslations('Cookie');
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  // The view replaces the Customize button, so focus moves into it rather than falling to <body>.
  useEffect(() => first.current?.focus(), []);

  const rows: { key: Option | 'essential'; label: string; description?: string }[] = [
    { key: 'essential', label: t('essential'), description: t('essentialDescription') },
    { key: 'analytics', label: t('analytics'), description: t('analyticsDescription') },
    { key: 'marketing', label: t('marketing'), description: t('marketingDescription') },
    // What it does to the switches above, said where it is set (spec 4: granted only with it off).
    { key: 'doNotSell', label: t('doNotSell'), description: globalPrivacyControl ? `${t('doNotSellDescription')} ${t('globalPrivacyControl')}` : t('doNotSellDescription') },
  ];

  return (
    <fieldset className="mt-4 divide-y divide-line rounded-xl border border-line" data-testid="cookie-preferences">
      <legend className="sr-only">{t('customize')}</legend>
      {rows.map((row) => {
        const inputId = `${id}-${row.key}`;
        const descriptionId = row.description ? `${inputId}-d` : undefined;
        const essential = row.key === 'essential';
        const checked = row.key === 'essential' ? true : value[row.key];
        return (
          <div key={row.key} className="flex items-start justify-between gap-4 px-4 py-3">
            <div className="min-w-0">
              <label htmlFor={inputId} className="text-sm font-medium text-ink">
                {row.label}
              </label>
              {row.description ? (
                <p id={descriptionId} className="mt-0.5 text-xs leading-5 text-ink-2">
                  {row.description}
                </p>
              ) : null}
            </div>
            <input
              ref={row.key === 'analytics' ? first : undefined}
              id={inputId}
              type="checkbox"
              role="switch"
              name={row.key}
              checked={checked}
              disabled={essential || (row.key === 'doNotSell' && globalPrivacyControl)}
              aria-describedby={descriptionId}
              onChange={(event) => {
                if (row.key === 'essential') return;
                onChange({ ...value, [row.key]: event.target.checked });
              }}
              className="consent-switch mt-0.5 shrink-0"
            />
          </div>
        );
      })}
    </fieldset>
  );
}
