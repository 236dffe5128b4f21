import { handleBookingIcs } from '@/lib/forms/api';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ reference: string }> }) {
  return handleBookingIcs((await params).reference);
}
