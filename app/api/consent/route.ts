import { handleConsentPost } from '@/lib/consent/server';

export const dynamic = 'force-dynamic';

/** The consent audit trail (forms contract): one row per saved cookie choice. */
export function POST(request: Request) {
  return handleConsentPost(request);
}
