'use client';

import { AssistantLauncher } from '@/components/assistant/assistant-launcher';
import { SearchShortcut } from '@/components/search/search-shortcut';
import { ConsentManager } from '@/components/consent/consent-manager';
import { Monitoring } from '@/components/monitoring/monitoring';
import { UpdateWatcher } from '@/components/updates/update-watcher';
import { useEffect } from 'react';
import { FloatingControls } from './floating-controls';
import { OfflineBanner } from './offline-banner';
import { ToastHosts } from './toast-hosts';

/** Loaded by AfterLoad once the browser is idle; marks <html data-leaves-ready> when they are in. */
export default function AfterLoadLeaves() {
  useEffect(() => {
    document.documentElement.setAttribute('data-leaves-ready', '');
  }, []);
  return (
    <>
      {/* The launcher first: in the tab order as on screen, above the scroll-to-top button. */}
      <AssistantLauncher />
      <FloatingControls />
      <OfflineBanner />
      <ToastHosts />
      <SearchShortcut />
      <ConsentManager />
      <UpdateWatcher />
      <Monitoring />
    </>
  );
}
