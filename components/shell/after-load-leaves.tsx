'use client';

import { AssistantLauncher } from '@/components/assistant/assistant-launcher';
import { SearchShortcut } from '@/components/search/search-shortcut';
import { ConsentManager } from '@/components/consent/consent-manager';
import { Monitoring } from '@/components/monitoring/monitoring';
import { UpdateWatcher } from '@/components/updates/update-watcher';

/** Loaded by AfterLoad once the browser is idle. */
export default function AfterLoadLeaves() {
  return (
    <>
      <AssistantLauncher />
      <SearchShortcut />
      <ConsentManager />
      <UpdateWatcher />
      <Monitoring />
    </>
  );
}
