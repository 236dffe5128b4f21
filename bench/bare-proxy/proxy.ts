import { NextResponse, type NextRequest } from 'next/server';
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/x') return NextResponse.redirect(new URL('/', request.url), 308);
  return NextResponse.next();
}
export const config = { matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'] };
