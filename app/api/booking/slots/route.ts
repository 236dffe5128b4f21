import { handleSlots } from '@/lib/forms/api';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);

export function GET(request: Request) {
  return handleSlots(request);
}
