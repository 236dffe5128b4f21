/**
 * Questions about doing something on the site ("how do I book a consultation?", "can you place an
 * order?") are not answered by any one sentence of the pages: they are answered by the page where
 * it is done. This table names those tasks, the words that ask for them and the page that does
 * them, so the assistant sends the visitor there, and says plainly what it cannot do itself.
 */
import { getPage } from '../content';

export type Task = {
  /** The question asks for this task when it matches. */
  asks: RegExp;
  /** The answer, in the site's own terms, ending with where to go. */
  answer: string;
  /** The pages that do it (English paths; the first is the main one). */
  pages: readonly string[];
};

export const TASKS: readonly Task[] = [
  {
    asks: /\b(book|schedule|arrange|set up|reserve)\b.*\b(consultation|meeting|call|session|appointment|demo|demonstration|visit|slot)\b|\b(consultation|appointment)\b.*\b(book|schedule|get|have)\b/i,
    answer:
      'Book it on the consultation page: pick a free slot in the calendar (shown in your own time zone), leave your name and email, and the confirmation gives you a reference and a calendar file. Visits, demonstrations and dedicated sessions are booked the same way on the booking page.',
    pages: ['/consultation', '/booking'],
  },
  {
    asks: /\b(quote|quotation|pricing|prices?|costs?|buy|purchase|licen[cs]es?)\b|(?<!in )\border(s|ing)?\b|\bhow much\b.*\b(pay|charge|cost)\b/i,
    answer:
      'Published plans and prices are on the pricing page. For anything else (hardware, licences, services or volume), request a quote: the form takes the product or service and your needs, and you get a reference to quote when we reply.',
    pages: ['/pricing', '/request-quote'],
  },
  {
    asks: /\b(jobs?|careers?|hiring|vacanc(y|ies)|open (roles|positions)|apply|internships?)\b/i,
    answer: 'Open roles, salaries and how to apply are on the careers page.',
    pages: ['/careers'],
  },
  {
    asks: /\b(newsletter|subscribe|subscription|mailing list|updates by email)\b/i,
    answer: 'Enter your email in the Subscribe field at the foot of any page; every message has a link to unsubscribe.',
    pages: ['/newsroom'],
  },
  {
    asks: /\b(support|help desk|ticket|outage|incident|bug report)\b/i,
    answer: 'Customers reach support by the channels and hours of their tier, listed on the support page with the severity levels.',
    pages: ['/support', '/contact'],
  },
  {
    asks: /\b(contact|get in touch|talk to|speak to|reach|email|phone|call)\b/i,
    answer: 'The contact page has the form, the addresses and the numbers, with the right team for sales, partnerships, press and research.',
    pages: ['/contact'],
  },
  {
    asks: /\b(get started|where (do|should) i start|start with|which product)\b/i,
    answer: 'The get started page asks three short questions and sends you to the product, service or form that fits.',
    pages: ['/get-started'],
  },
];

/** Asking the assistant itself to act: it answers from the pages and cannot. */
const ACTION = /\b(can|could|would|will) you\b.*\b(place|make|submit|send|pay|charge|book|buy|order|cancel|refund|sign me up|subscribe me)\b|\bcharge my\b|\bmy (card|credit card|account)\b/i;
const CANNOT = "I can't do that for you: I only answer from the site's pages.";

export type TaskAnswer = { answer: string; sources: { url: string; title: string }[] };

/** The answer to a question about a task, or null when the question asks for no task. */
export function taskAnswer(question: string): TaskAnswer | null {
  const task = TASKS.find((candidate) => candidate.asks.test(question));
  const acting = ACTION.test(question);
  if (!task) return acting ? { answer: `${CANNOT} The contact page reaches the right person.`, sources: sourcesOf(['/contact']) } : null;
  return { answer: acting ? `${CANNOT} ${task.answer}` : task.answer, sources: sourcesOf(task.pages) };
}

function sourcesOf(paths: readonly string[]): { url: string; title: string }[] {
  return paths.flatMap((path) => {
    const page = getPage(path);
    return page ? [{ url: path, title: page.title }] : [];
  });
}
