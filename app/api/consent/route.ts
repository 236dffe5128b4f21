import { handleConsentPost } from '@/lib/consent/server';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);

/** The consent audit trail (forms contract): one row per saved cookie choice. */
export function POST(request: Request) {
  return handleConsentPost(request);
}
