import { handleFormPost } from '@/lib/forms/server';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ formId: string }> }) {
  return handleFormPost(request, (await params).formId);
}
