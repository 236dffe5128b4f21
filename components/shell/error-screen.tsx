import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

export type ErrorAction = { label: string; onClick: () => void; primary?: boolean; testId?: string };

/** The full-page layout shared by every error and recovery screen of the shell. */
export function ErrorScreen({ title, body, footer, actions, icon = 'alert', busy }: { title: string; body: ReactNode; footer?: ReactNode; actions: ErrorAction[]; icon?: IconName; busy?: boolean }) {
  return (
    <div role="alert" aria-live="assertive" className="flex min-h-[70vh] items-center justify-center px-5 py-16">
      <div className="w-full max-w-lg rounded-3xl border border-line bg-surface p-8 text-center shadow-xl">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-surface-2 text-ember">
          <Icon name={icon} size={26} className={busy ? 'animate-[spin_1.2s_linear_infinite]' : undefined} />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        <p className="mt-3 leading-7 text-ink-2">{body}</p>
        {actions.length ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={action.onClick}
                data-testid={action.testId}
                className={
                  action.primary
                    ? 'inline-flex h-11 items-center rounded-full bg-ink px-5 text-sm font-medium text-canvas hover:bg-signal hover:text-signal-ink'
                    : 'inline-flex h-11 items-center rounded-full border border-line-strong px-5 text-sm font-medium text-ink hover:border-ink'
                }
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
        {footer ? <p className="mt-8 text-sm text-ink-3">{footer}</p> : null}
      </div>
    </div>
  );
}
