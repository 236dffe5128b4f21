import { notFound } from 'next/navigation';

/** Any path no route claims renders the translated not-found page with status 404. */
export default function UnknownPage() {
  notFound();
}
