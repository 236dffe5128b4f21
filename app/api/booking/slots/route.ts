import { handleSlots } from '@/lib/forms/api';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleSlots(request);
}
