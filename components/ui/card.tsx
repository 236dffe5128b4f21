import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-line bg-surface p-6 shadow-[0_1px_0_rgb(0_0_0/0.02)]', className)} {...props} />;
}
