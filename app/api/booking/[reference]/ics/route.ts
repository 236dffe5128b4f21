import { handleBookingIcs } from '@/lib/forms/api';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);

export async function GET(_request: Request, { params }: { params: Promise<{ reference: string }> }) {
  return handleBookingIcs((await params).reference);
}
