/**
 * The named icon set (spec 3: about 40 icons, each with a fallback emoji and a gradient), used
 * by the admin icon generator to render app and section icons.
 */
import { palette } from '@/lib/palette';

export type NamedIcon = { name: string; emoji: string; gradient: readonly [string, string] };

const Q = ['#3b2f8f', '#7c6cf0'] as const; // quantum
const A = ['#0a6b74', palette.accents.ai] as const; // ai
const B = ['#1f6f43', '#6fd39b'] as const; // biotech
const S = ['#0b1d4a', '#4f7bd9'] as const; // space
const E = ['#8a5a00', '#f2b84b'] as const; // energy
const X = ['#7a1f3d', palette.accents.security] as const; // security
const C = [palette.night, '#41506b'] as const; // company

export const ICONS: readonly NamedIcon[] = [
  { name: 'quantum', emoji: '⚛️', gradient: Q },
  { name: 'qubit', emoji: '🔮', gradient: Q },
  { name: 'processor', emoji: '🖥️', gradient: Q },
  { name: 'cryogenics', emoji: '❄️', gradient: Q },
  { name: 'simulation', emoji: '🧮', gradient: Q },
  { name: 'ai', emoji: '🤖', gradient: A },
  { name: 'brain', emoji: '🧠', gradient: A },
  { name: 'chat', emoji: '💬', gradient: A },
  { name: 'analytics', emoji: '📊', gradient: A },
  { name: 'search', emoji: '🔍', gradient: A },
  { name: 'dna', emoji: '🧬', gradient: B },
  { name: 'microscope', emoji: '🔬', gradient: B },
  { name: 'clinical', emoji: '🩺', gradient: B },
  { name: 'molecule', emoji: '🧪', gradient: B },
  { name: 'health', emoji: '❤️', gradient: B },
  { name: 'rocket', emoji: '🚀', gradient: S },
  { name: 'satellite', emoji: '🛰️', gradient: S },
  { name: 'planet', emoji: '🪐', gradient: S },
  { name: 'navigation', emoji: '🧭', gradient: S },
  { name: 'telescope', emoji: '🔭', gradient: S },
  { name: 'solar', emoji: '☀️', gradient: E },
  { name: 'wind', emoji: '🌬️', gradient: E },
  { name: 'battery', emoji: '🔋', gradient: E },
  { name: 'grid', emoji: '⚡', gradient: E },
  { name: 'leaf', emoji: '🌿', gradient: E },
  { name: 'lock', emoji: '🔒', gradient: X },
  { name: 'key', emoji: '🔑', gradient: X },
  { name: 'shield', emoji: '🛡️', gradient: X },
  { name: 'fingerprint', emoji: '🫆', gradient: X },
  { name: 'encryption', emoji: '🔐', gradient: X },
  { name: 'home', emoji: '🏠', gradient: C },
  { name: 'company', emoji: '🏢', gradient: C },
  { name: 'team', emoji: '👥', gradient: C },
  { name: 'careers', emoji: '💼', gradient: C },
  { name: 'news', emoji: '📰', gradient: C },
  { name: 'blog', emoji: '✍️', gradient: C },
  { name: 'video', emoji: '🎬', gradient: C },
  { name: 'contact', emoji: '✉️', gradient: C },
  { name: 'calendar', emoji: '📅', gradient: C },
  { name: 'settings', emoji: '⚙️', gradient: C },
  { name: 'globe', emoji: '🌐', gradient: C },
  { name: 'document', emoji: '📄', gradient: C },
];

/** Square sizes the web app manifest and the Apple touch icon need. */
export const ICON_SIZES = [180, 192, 512] as const;
export const ICON_FORMATS = ['png', 'webp'] as const;
export type IconFormat = (typeof ICON_FORMATS)[number];

/** Draws one icon: rounded square with the gradient, the emoji centred at 60 % of the size. */
export function drawIcon(context: CanvasRenderingContext2D, icon: NamedIcon, size: number) {
  const gradient = context.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, icon.gradient[0]);
  gradient.addColorStop(1, icon.gradient[1]);
  const radius = size * 0.22;
  context.clearRect(0, 0, size, size);
  context.beginPath();
  context.roundRect(0, 0, size, size, radius);
  context.fillStyle = gradient;
  context.fill();
  context.font = `${Math.round(size * 0.6)}px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(icon.emoji, size / 2, size / 2 + size * 0.04);
}

export const iconFileName = (icon: NamedIcon, size: number, format: IconFormat) => `${icon.name}-${size}.${format}`;
