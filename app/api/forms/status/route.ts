import { formsStatus } from '@/lib/forms/api';

export const dynamic = 'force-dynamic';

export function GET() {
  return formsStatus();
}
