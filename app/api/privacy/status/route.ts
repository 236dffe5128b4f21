import { handlePrivacyStatus } from '@/lib/forms/privacy-server';

export const dynamic = 'force-dynamic';

/** "Follow a request" on /privacy-portal: `{ reference, email }` → the request's state, or 404. */
export async function POST(request: Request) {
  return handlePrivacyStatus(request);
}
