import { cn } from '@/lib/cn';
import { Icon } from './icon';

/** The round close button of a dialog or banner: the close icon, named by `label`. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={cn('inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-2', className)}>
      <Icon name="close" size={18} />
    </button>
  );
}
