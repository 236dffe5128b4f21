import { LAZY_PAGE_MAX_RETRIES, lazyPageBackoff } from './constants';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a lazily fetched part (a demo's chunk) with the spec's retries: up to
 * LAZY_PAGE_MAX_RETRIES more attempts after a failure, waiting 300 ms × 1.8^attempt between them,
 * so a dropped connection or a deploy in between does not leave the visitor with an error.
 */
export async function withRetries<T>(load: () => Promise<T>, { retries = LAZY_PAGE_MAX_RETRIES, backoff = lazyPageBackoff, wait = sleep } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(backoff(attempt));
    }
  }
}
