import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/components/ui/link';

/**
 * primary/secondary/ghost sit on the page canvas; contrast on an ink band (the update banner, which
 * flips with the theme); onDark/onDarkGhost on the always-dark bands (the hero, the closing calls). Off the canvas the theme's
 * focus colour can vanish (dark theme: light blue on the light band, 1.5:1), so those variants draw
 * their focus outline in the band's text colour.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'contrast' | 'onDark' | 'onDarkGhost';
export type ButtonSize = 'md' | 'lg';

/** The shape and motion every button shares: the `btn` component class in app/globals.css. */
const base = 'btn';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-canvas hover:bg-signal hover:text-signal-ink',
  secondary: 'border border-line-strong bg-surface text-ink hover:border-ink',
  ghost: 'text-ink hover:bg-surface-2',
  contrast: 'bg-canvas text-ink hover:bg-signal hover:text-signal-ink focus-visible:outline-canvas',
  onDark: 'bg-white text-hero hover:bg-hero-accent hover:text-hero-accent-ink focus-visible:outline-white',
  onDarkGhost: 'border border-white/35 text-white hover:bg-white/10 focus-visible:outline-white',
};
const sizes: Record<ButtonSize, string> = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link styled as a button; internal hrefs are localised. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
