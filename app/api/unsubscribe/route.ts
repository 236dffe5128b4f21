import { handleUnsubscribeGet, handleUnsubscribePost } from '@/lib/forms/api';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);

export function GET(request: Request) {
  return handleUnsubscribeGet(request);
}

export function POST(request: Request) {
  return handleUnsubscribePost(request);
}
