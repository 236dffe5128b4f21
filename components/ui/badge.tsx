import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import type { Theme } from '@/lib/content/types';

const tones: Record<Theme | 'neutral', string> = {
  quantum: 'text-quantum border-quantum/40',
  ai: 'text-ai border-ai/40',
  biotech: 'text-biotech border-biotech/40',
  space: 'text-space border-space/40',
  energy: 'text-energy border-energy/40',
  security: 'text-security border-security/40',
  company: 'text-company border-company/40',
  neutral: 'text-ink-2 border-line-strong',
};

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Theme | 'neutral' }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 font-mono text-[0.7rem] tracking-wide uppercase', tones[tone], className)}
      {...props}
    />
  );
}
