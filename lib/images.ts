import { EAGER_IMAGE_COUNT } from './constants';

/**
 * Loading hints by an image's position on its page (spec 2.1): the first three load eagerly,
 * the first of them with high fetch priority; the rest load lazily.
 */
export function imageLoading(index: number): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' };
  return { loading: index < EAGER_IMAGE_COUNT ? 'eager' : 'lazy' };
}
