import 'server-only';
import { getPage } from '../content';
import { QUOTE_INTERESTS, quoteInterestPath, type QuoteInterest } from './schemas';

/** The product and service page titles that name the quote form's interests (the form and the inbox). */
export function interestLabels(): Partial<Record<QuoteInterest, string>> {
  const labels: Partial<Record<QuoteInterest, string>> = {};
  for (const interest of QUOTE_INTERESTS) {
    const page = getPage(quoteInterestPath(interest));
    if (page) labels[interest] = page.title;
  }
  return labels;
}
