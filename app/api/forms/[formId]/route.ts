import { handleFormPost } from '@/lib/forms/server';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);

export async function POST(request: Request, { params }: { params: Promise<{ formId: string }> }) {
  return handleFormPost(request, (await params).formId);
}
