/**
 * The form kit: labelled controls whose hint and error are tied to them (aria-describedby,
 * aria-invalid), a radio group, the honeypot, the live region and the submit button. Plain
 * components, used by the client forms in this folder; a text area counts its characters near its limit.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

export const HONEYPOT_NAME = 'website';

const controlClass =
  'w-full rounded-xl border border-control-line bg-surface px-3.5 text-ink placeholder:text-ink-3 transition-colors hover:border-ink-3 focus-visible:border-focus aria-[invalid=true]:border-security';

type Common = { label: ReactNode; hint?: ReactNode; error?: string; optionalLabel?: string; required?: boolean };

function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, hint, error, optionalLabel, required, className, children }: Common & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="flex items-baseline justify-between gap-3 text-sm font-medium text-ink">
        <span>{label}</span>
        {!required && optionalLabel ? <span className="text-xs font-normal text-ink-3">{optionalLabel}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-3">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-security" data-field-error>
      <Icon name="alert" size={16} className="mt-0.5 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

type FieldProps = Common & { id?: string; name: string; className?: string };

/**
 * Splits a field's props into its frame (label, hint, error) and its control, which gets the id
 * and the aria attributes that tie it to them.
 */
function useField<P extends FieldProps>({ label, hint, error, optionalLabel, className, id, required, ...rest }: P) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-${rest.name}`;
  return {
    frame: { id: controlId, label, hint, error, optionalLabel, required, className },
    control: {
      ...rest,
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(controlId, hint, error),
    },
  };
}

export function TextField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { name: string }) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={cn(controlClass, 'h-11')} />
    </FieldFrame>
  );
}

/** Email: the right keyboard, autocomplete and no spellcheck. */
export function EmailField(props: Omit<Parameters<typeof TextField>[0], 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} autoCapitalize="off" dir="ltr" {...props} />;
}

/** Phone: telephone keyboard and autocomplete. */
export function PhoneField(props: Omit<Parameters<typeof TextField>[0], 'type'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...props} />;
}

/**
 * A text area; with a `maxLength`, a count of its characters appears over the last tenth of the
 * allowance. The browser cuts a pasted text at the limit without a word: the count says so, and a
 * screen reader hears it once the limit is reached (not at every keystroke before).
 */
export function TextAreaField(props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & { name: string }) {
  const { frame, control } = useField(props);
  const { maxLength: max, defaultValue } = props;
  const [length, setLength] = useState(() => String(defaultValue ?? '').length);
  const t = useTranslations('Forms');
  const full = max !== undefined && length >= max;
  const atLimit = full ? t('counterFull', { max }) : null;
  return (
    <FieldFrame {...frame}>
      <textarea
        rows={5}
        {...control}
        onInput={(event) => {
          setLength(event.currentTarget.value.length);
          control.onInput?.(event);
        }}
        className={cn(controlClass, 'min-h-32 py-2.5 leading-6')}
      />
      {max !== undefined ? (
        <>
          {length >= max * 0.9 ? (
            <p className={cn('text-sm tabular-nums', full ? 'font-medium text-ink' : 'text-ink-3')} aria-hidden data-testid="length-count">
              {atLimit ?? t('counter', { count: length, max })}
            </p>
          ) : null}
          <p role="status" className="sr-only">
            {atLimit}
          </p>
        </>
      ) : null}
    </FieldFrame>
  );
}

export type Option = { value: string; label: string; lang?: string };
export type OptionGroup = { label: string; options: readonly Option[] };

// An option in another language than the page's (an English product name on an Arabic page) takes
// its own direction, so a closed select too narrow for it cuts its end, not its beginning.
const optionElement = (option: Option) => (
  <option key={option.value} value={option.value} lang={option.lang} dir={option.lang ? 'auto' : undefined}>
    {option.label}
  </option>
);

/** A select of options, or of option groups (`<optgroup>`). */
export function SelectField({
  options,
  groups,
  placeholder,
  ...props
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { name: string; placeholder?: string } & (
    | { options: readonly Option[]; groups?: never }
    | { groups: readonly OptionGroup[]; options?: never }
  )) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <span className="relative">
        {/* text-ellipsis: a label longer than the field (the quote form's "Licensing our platforms and
            patents" at 390 px) ends in "…" instead of a letter cut in half at the chevron's padding. */}
        <select {...control} className={cn(controlClass, 'h-11 appearance-none pe-10 text-ellipsis')}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map(optionElement)}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map(optionElement)}
            </optgroup>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-ink-3" />
      </span>
    </FieldFrame>
  );
}

/** A group of radio buttons in a fieldset: arrow keys move between them natively. */
export function RadioGroupField({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
  hint,
  required,
  className,
  columns = 2,
}: {
  legend: ReactNode;
  name: string;
  options: readonly (Option & { description?: string })[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  columns?: 1 | 2 | 3;
}) {
  const id = useId();
  return (
    <fieldset
      className={cn('min-w-0', className)}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      data-invalid-group={error ? '' : undefined}
    >
      <legend className="mb-3 text-base font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1.5 mb-3 text-sm text-ink-3">
          {hint}
        </p>
      ) : null}
      {/* In two columns an odd last choice takes the whole row, rather than standing alone in half of it. */}
      <div className={cn('grid gap-2.5', columns === 2 && 'sm:grid-cols-2 sm:[&>:last-child:nth-child(odd)]:col-span-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className="group relative flex cursor-pointer items-start gap-3 rounded-2xl border border-line-strong bg-surface p-4 transition-colors hover:border-ink-3 has-[:checked]:border-signal has-[:checked]:bg-signal-soft has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              checked={value === undefined ? undefined : value === option.value}
              defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
              onChange={onChange ? () => onChange(option.value) : undefined}
              className="mt-1 size-4 shrink-0 accent-[var(--signal)] focus-visible:outline-none"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium text-ink">{option.label}</span>
              {option.description ? <span className="text-sm leading-6 text-ink-2">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A field people never see; bots fill it. Not announced, not focusable. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The form's message area: a live region that is always in the DOM so changes are announced. */
export function FormMessage({ tone, children, id }: { tone: 'error' | 'info' | 'success'; children?: ReactNode; id?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} className="empty:hidden">
      {children ? (
        <div
          className={cn(
            'flex items-start gap-3 rounded-2xl border p-4 text-sm leading-6',
            tone === 'error' && 'border-security/40 bg-security/5 text-ink',
            tone === 'info' && 'border-line-strong bg-surface-2 text-ink',
            tone === 'success' && 'border-signal/40 bg-signal-soft text-ink',
          )}
        >
          <Icon name={tone === 'success' ? 'check' : 'alert'} size={18} className={cn('mt-0.5 shrink-0', tone === 'error' ? 'text-security' : 'text-signal')} />
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : null}
    </div>
  );
}

export function SubmitButton({ pending, children, pendingLabel, disabled }: { pending: boolean; children: ReactNode; pendingLabel: string; disabled?: boolean }) {
  return (
    <button
      type="submit"
      aria-disabled={pending || disabled || undefined}
      className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-ink px-6 text-base font-medium whitespace-nowrap text-canvas transition-[background-color,color,translate] duration-200 ease-out-quart hover:bg-signal hover:text-signal-ink active:translate-y-px aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      {pending ? (
        <>
          <span aria-hidden="true" className="size-4 animate-[spin_0.8s_linear_infinite] rounded-full border-2 border-current border-e-transparent" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
