import { MOTION_OK_CLASS, REDUCE_MOTION_CLASS } from './motion';

/**
 * Haptic feedback on primary actions (spec: vibration patterns per intensity; the values are not
 * shown there, these are ours). Never under reduced motion, only where the device vibrates.
 */
export type HapticIntensity = 'light' | 'medium' | 'heavy' | 'success' | 'error';

export const HAPTIC_PATTERNS: Record<HapticIntensity, number | number[]> = {
  light: 10,
  medium: 20,
  heavy: 35,
  success: [15, 40, 15],
  error: [40, 60, 40, 60, 40],
};

/** The pattern to play, or null when haptics must stay silent. */
export function hapticPattern(intensity: HapticIntensity, env: { supported: boolean; reducedMotion: boolean }): number | number[] | null {
  if (!env.supported || env.reducedMotion) return null;
  return HAPTIC_PATTERNS[intensity];
}

/** Reduced motion: the visitor's stored choice (class on <html>) or the system preference. */
function prefersReducedMotion(): boolean {
  const root = document.documentElement.classList;
  if (root.contains(REDUCE_MOTION_CLASS)) return true;
  if (root.contains(MOTION_OK_CLASS)) return false;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function haptic(intensity: HapticIntensity): boolean {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return false;
  const pattern = hapticPattern(intensity, { supported: typeof navigator.vibrate === 'function', reducedMotion: prefersReducedMotion() });
  if (pattern === null) return false;
  try {
    return navigator.vibrate(pattern);
  } catch {
    return false;
  }
}
