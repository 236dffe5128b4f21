import { siteConfig } from '../config';
import { CACHE_MIGRATION_MIN_AGE } from '../constants';

export const CACHE_MIGRATION_KEY = `${siteConfig.shortName}-cache-migration`;

export type MigrationMarker = { marker: string; ranAt: number };

export function parseMarker(raw: string | null): MigrationMarker | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { marker, ranAt } = value as Record<string, unknown>;
    return typeof marker === 'string' && typeof ranAt === 'number' ? { marker, ranAt } : null;
  } catch {
    return null;
  }
}

/**
 * Spec 9: the cache migration runs when the stored marker differs and more than 30 days have
 * passed since the last run. A first visit (nothing stored) only records the marker.
 */
export function shouldMigrate(stored: MigrationMarker | null, current: string, now: number): boolean {
  if (!stored) return false;
  return stored.marker !== current && now - stored.ranAt > CACHE_MIGRATION_MIN_AGE;
}
