'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { drawIcon, ICON_FORMATS, ICON_SIZES, ICONS, iconFileName, type IconFormat, type NamedIcon } from '@/lib/admin/icons';

function Preview({ icon }: { icon: NamedIcon }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) drawIcon(context, icon, 96);
  }, [icon]);
  return <canvas ref={canvas} width={96} height={96} className="size-16" role="img" aria-label={`${icon.name} ${icon.emoji}`} />;
}

/** The named icon set previewed, and exported as PNG or WebP at the manifest's sizes. */
export function IconGenerator() {
  const t = useTranslations('Admin');
  const [selected, setSelected] = useState<NamedIcon>(ICONS[0]!);
  const [format, setFormat] = useState<IconFormat>('png');
  const [status, setStatus] = useState('');

  const exportIcon = async (size: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return;
    drawIcon(context, selected, size);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, `image/${format}`, 0.92));
    if (!blob) return setStatus(t('icons.failed'));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = iconFileName(selected, size, format);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    setStatus(t('icons.exported', { file: link.download, size: blob.size }));
  };

  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="mb-3 font-semibold text-ink">{t('icons.choose', { count: ICONS.length })}</legend>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3" data-testid="icon-grid">
          {ICONS.map((icon) => (
            <li key={icon.name}>
              <label className="flex cursor-pointer flex-col items-center gap-1 rounded-2xl border border-line p-2 text-xs text-ink has-[:checked]:border-ink has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus">
                <input type="radio" name="icon" value={icon.name} checked={selected.name === icon.name} onChange={() => setSelected(icon)} className="sr-only" />
                <Preview icon={icon} />
                <span>{icon.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('icons.format')}
          <select value={format} onChange={(event) => setFormat(event.target.value === 'webp' ? 'webp' : 'png')} className="h-10 rounded-xl border border-control-line bg-surface px-3 text-ink">
            {ICON_FORMATS.map((name) => (
              <option key={name} value={name}>
                {name.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        {ICON_SIZES.map((size) => (
          <Button key={size} variant="secondary" onClick={() => void exportIcon(size)}>
            {t('icons.export', { name: selected.name, size })}
          </Button>
        ))}
      </div>
      <p role="status" className="text-ink-2" data-testid="icon-status">{status}</p>
    </div>
  );
}
