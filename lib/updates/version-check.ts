import { VERSION_CHECK_INTERVAL } from '../constants';

export const BUILD_HEADER = 'x-build-timestamp';
export const UPDATE_AVAILABLE_EVENT = 'tessellon:update-available';

export type UpdateSource = 'version' | 'service-worker';

/** A difference between the header and the page's build-id meta means a newer build is live. */
export function isNewBuild(pageBuildId: string | null, headerValue: string | null): boolean {
  if (!pageBuildId || !headerValue) return false;
  return pageBuildId.trim() !== headerValue.trim();
}

/**
 * The version check of spec 4 and 7: HEAD / with no caching, at most every 5 minutes. Returns a
 * function to call when the tab becomes visible; it resolves true when a newer build is live.
 */
export function createVersionCheck(options: {
  pageBuildId: string | null;
  fetch: (input: string, init: RequestInit) => Promise<{ headers: { get(name: string): string | null } }>;
  now?: () => number;
  minInterval?: number;
}) {
  const now = options.now ?? Date.now;
  const minInterval = options.minInterval ?? VERSION_CHECK_INTERVAL;
  let last = -Infinity;
  return async function check(): Promise<boolean> {
    const time = now();
    if (time - last < minInterval) return false;
    last = time;
    try {
      const response = await options.fetch('/', { method: 'HEAD', cache: 'no-store' });
      return isNewBuild(options.pageBuildId, response.headers.get(BUILD_HEADER));
    } catch {
      return false;
    }
  };
}
