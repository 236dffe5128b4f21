import { handlePrivacyStatus } from '@/lib/forms/privacy-server';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);

/** "Follow a request" on /privacy-portal: `{ reference, email }` → the request's state, or 404. */
export async function POST(request: Request) {
  return handlePrivacyStatus(request);
}
