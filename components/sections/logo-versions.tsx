import { LogoMark } from '@/components/shell/logo';
import { siteConfig } from '@/lib/config';
import type { LogoTone } from '@/lib/content/types';

/**
 * Each version on the background it is made for, in either theme: the panel sets its own tokens
 * (light or dark) and, for the one-color versions, paints the accent tile in the ink's colour.
 */
const panelClass: Record<LogoTone, string> = {
  color: 'light-tokens bg-surface text-ink',
  ink: 'light-tokens bg-surface text-ink [--signal:var(--ink)]',
  white: 'dark-tokens bg-canvas text-white [--signal:#ffffff]',
};

/** The media kit's logo versions: the full logo (mark and name) and the mark alone, with a caption each. */
export function LogoVersions({ versions }: { versions: readonly { tone: LogoTone; caption: string }[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="logo-versions">
      {versions.map((version) => (
        <li key={version.tone}>
          <figure className="m-0">
            {/* The figure is its caption for assistive technology: the drawing repeats the name. */}
            <div aria-hidden="true" className={`flex aspect-[2/1] flex-col items-center justify-center gap-5 rounded-2xl border border-line md:aspect-[4/3] ${panelClass[version.tone]}`} data-tone={version.tone}>
              <span className="flex items-center gap-2.5">
                <LogoMark size={36} />
                <span className="text-2xl font-semibold tracking-tight">{siteConfig.brand}</span>
              </span>
              <LogoMark size={44} />
            </div>
            <figcaption className="mt-2 text-sm text-ink-2">{version.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
