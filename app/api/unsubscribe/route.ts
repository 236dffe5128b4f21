import { handleUnsubscribeGet, handleUnsubscribePost } from '@/lib/forms/api';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleUnsubscribeGet(request);
}

export function POST(request: Request) {
  return handleUnsubscribePost(request);
}
