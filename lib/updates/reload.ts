/** Refresh Now: clears every browser cache, then reloads; reloads anyway when clearing fails. */
export async function clearCachesAndReload(win: Pick<Window, 'location'> & { caches?: CacheStorage } = window): Promise<void> {
  try {
    const store = win.caches;
    if (store) {
      const keys = await store.keys();
      await Promise.all(keys.map((key) => store.delete(key)));
    }
  } catch {
    // Reload anyway.
  }
  win.location.reload();
}
