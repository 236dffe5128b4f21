/**
 * Questions about doing something on the site ("how do I book a consultation?", "can you place an
 * order?") are not answered by any one sentence of the pages: they are answered by the page where
 * it is done. This table names those tasks, the words that ask for them and the page that does
 * them, so the assistant sends the visitor there, and says plainly what it cannot do itself.
 */
import { getPage } from '../content';
import { siteConfig } from '../config';

const { address } = siteConfig.contact;

export type Task = {
  /** The question asks for this task when it matches. */
  asks: RegExp;
  /** The answer, in the site's own terms, ending with where to go. */
  answer: string;
  /** The pages that do it (English paths; the first is the main one). */
  pages: readonly string[];
};

/**
 * Each task's words ask for it only in a question about doing it: "contact", "talk to", "how do I
 * reach you", not "how far can the PX10K reach"; "how much", "price", not "the energy cost of a
 * quantum computer"; "customer support", not "does the SDK support Python" (tests/unit/assistant.test.ts).
 */
export const TASKS: readonly Task[] = [
  {
    asks: /\b(book|schedule|arrange|set up|reserve)\b.*\b(consultation|meeting|call|session|appointment|demo|demonstration|visit|slot)\b|\b(consultation|appointment)\b.*\b(book|schedule|get|have)\b/i,
    answer:
      'Book it on the consultation page: pick a free slot in the calendar (shown in your own time zone), leave your name and email, and the confirmation gives you a reference and a calendar file. Visits, demonstrations and dedicated sessions are booked the same way on the booking page.',
    pages: ['/consultation', '/booking'],
  },
  {
    asks: /\b(shares?|stock|investors?|investing|invest in|investor relations|ipo|shareholders?|funding round)\b/i,
    answer: 'Tessellon Research is privately held: its shares are not publicly traded. The investors page sets out the 2025 results, the governance and how shareholders and prospective investors reach investor relations.',
    pages: ['/investors'],
  },
  {
    // The price of quantum computing time is a question with published answers: say them, rather
    // than only where the pricing page is (the figures are those of /products/quantum and /pricing).
    asks: /\b(price|prices|pricing|how much (does|do|is|are|would|will)\b[^?]*\b(cost|charge)|what does\b[^?]*\bcost)\b[^?]*\b(orion|qpu|quantum (computer|computing|processor|time|access)|aetherion|q3 tiles?)\b|\b(orion(-| )?9?|qpu|aetherion( core)?|quantum (computing )?time)\b[^?]*\b(price|prices|pricing|cost\??\s*$)/i,
    answer:
      'Orion-9 is used through the Aetherion Core cloud plans: the Developer plan is free (10 minutes of processor time a month, after an eligibility check), the Team plan is USD 4,900 a month (60 minutes; USD 96 a minute beyond) and the Scale plan USD 24,000 a month (400 minutes; USD 72 a minute beyond). Reserved capacity and an Orion-9 system in your own facility are priced on quote, and Quantum Chip v3 tiles start at USD 165,000 each.',
    pages: ['/pricing', '/products/quantum', '/request-quote'],
  },
  {
    asks: /\b(quote|quotation|pricing|prices?|price list)\b|\bhow much\b.*\b(pay|charge|costs?)\b|\bhow (do|can) i (buy|order|purchase)\b|\bplac(e|ing) an order\b|\b(buy|purchase|order)(ing)?\b(?=.*\b(products?|chips?|processors?|systems?|hardware|software|licen[cs]es?|kits?|units?|plans?|subscriptions?|orion|aetherion|heraos|echonet|px\s?\w+|q3)\b)|\b(licen[cs]e|subscription) (fee|cost|price)s?\b|\bwhat does (it|a licen[cs]e|a plan|a subscription) cost\b/i,
    answer:
      'Published plans and prices are on the pricing page. For anything else (hardware, licences, services or volume), request a quote: the form takes the product or service and your needs, and you get a reference to quote when we reply.',
    pages: ['/pricing', '/request-quote'],
  },
  {
    asks: /\b(jobs?|careers?|hiring|vacanc(y|ies)|open (roles|positions)|internships?)\b|\bapply(ing)? (for|to) (a |an |the )?(job|role|position|vacancy|internship|tessellon|you)\b|\bhow (do|can) i apply\s*\??\s*$/i,
    answer: 'Open roles, salaries and how to apply are on the careers page.',
    pages: ['/careers'],
  },
  {
    asks: /\b(newsletter|subscribe|subscription to (your )?(updates|news)|mailing list|updates by email)\b/i,
    answer: 'Enter your email in the Subscribe field at the foot of any page; every message has a link to unsubscribe.',
    pages: ['/newsroom'],
  },
  {
    // A request about one's own personal data is made on the privacy portal, not found in a sentence
    // of the privacy policy (which answered "delete my data" with its retention periods).
    asks: /\b(delete|erase|remove|wipe)\b.*\b(my|our)\b.*\b(data|information|details|account|records?)\b|\b(access|export|download|see|get|copy|correct|rectify|update)\b.*\bmy (personal )?(data|information)\b|\b(data subject|privacy|gdpr|ccpa|subject access|data) (access )?(requests?|rights?)\b|\bright to (be forgotten|erasure|access|object|rectification)\b|\b(forget|stop processing) my\b/i,
    answer:
      'Make the request on the privacy portal: choose what you want (a copy or an export of your data, a correction, deletion, objection or restriction, an opt-out, or leaving the talent pool), give your name and email, and you get a reference with which to follow it there. The privacy rights page explains each right and how long an answer takes.',
    pages: ['/privacy-portal', '/privacy-rights'],
  },
  {
    asks: /\b(customer|technical|product) support\b|\bsupport (team|tier|tiers|ticket|plan|plans|hours|line|page|channels?|contract)\b|\b(get|contact|reach|need) support\b|\b(help desk|helpdesk|ticket|outage|incident|bug report)\b/i,
    answer: 'Customers reach support by the channels and hours of their tier, listed on the support page with the severity levels.',
    pages: ['/support', '/contact'],
  },
  {
    // "Where is your office located?" was answered by a sentence of the founder's page ("based in
    // Boston Lab"), "Where are you located?" by the terms' choice of courts. "Where is the
    // headquarters?" is not asked here: a sentence of the pages answers it, in every language.
    asks: /\bwhere (is|are) (you|tessellon|the company)( research)? (located|based)\b|\bwhere (is|are) (your|tessellon'?s?|the company'?s?) ([a-z]+ )?(office|offices|sites?|labs?|laboratories|locations?)\b|\b(your|tessellon'?s?|the company'?s?|office|postal|mailing|street|visiting) address\b|\bwhere are you\s*\??\s*$|\b(visit|find) (you|your (office|offices|lab|labs|sites?))\b/i,
    answer: `Our headquarters and main laboratory is the Boston Lab: ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, USA. The other sites are in Zurich (quantum error correction and cryptography), Toulouse (space navigation and mission operations), Singapore (AI biotechnology and clinical partnerships) and Reykjavik (the geothermal data hall). Visits are by appointment: the booking page lists the lead times, and the contact page has the addresses and numbers.`,
    pages: ['/contact', '/facilities/boston-lab', '/booking'],
  },
  {
    asks: /\b(contact|get in touch|talk to|speak to|speak with|talk with)\b|\b(how|where) (do|can|could|should) i (reach|email|call|phone|write to)\b|\b(your|the company'?s?) (email|e-mail|phone|telephone)( address| number)?\b|\bphone number\b/i,
    answer: 'The contact page has the form, the addresses and the numbers, with the right team for sales, partnerships, press and research.',
    pages: ['/contact'],
  },
  {
    asks: /\b(get started|where (do|should) i start|start with|which product)\b/i,
    answer: 'The get started page asks three short questions and sends you to the product, service or form that fits.',
    pages: ['/get-started'],
  },
  {
    asks: /\bwhat (products|do you (sell|make|offer)|does tessellon (sell|make|offer))\b|\b(products|what) (do|does) (you|tessellon) (sell|make|offer)\b|\bwhich products\b/i,
    answer:
      'Five product families, each from one of our divisions: processors and software for quantum computing, models and laboratory automation for biology, navigation for spacecraft and for places where satellite signals fail, control software for clean energy, and post-quantum encrypted networks. The products page explains how they fit together, how to choose and how to buy.',
    pages: ['/products'],
  },
  {
    // "Who founded the company?" is answered by a table row of the leadership page otherwise.
    asks: /\b(who|when|where)\b.*\b(found(ed)?|start(ed)?|establish(ed)?|set up)\b.*\b(tessellon|the company|you|your company)\b|\b(who|when|where)\b.*\b(tessellon|the company|your company)\b.*\b(founded|started|established)\b|\b(who are|who were) (the|your|tessellon'?s?) (co-?)?founders?\b|\bfounders? of (tessellon|the company|your company)\b/i,
    answer:
      'Tessellon Research was founded in March 2014 in Cambridge, Massachusetts, by Dr. Mara Okafor, its Founder and Chief Executive Officer, and Dr. Tobias Lindqvist, its Co-founder and Chief Technology Officer, in a rented laboratory with two dilution refrigerators. The about page tells the story since.',
    pages: ['/about', '/team/mara-okafor', '/team/tobias-lindqvist'],
  },
  {
    // "What is Tessellon?": the company's name is a stop word of the search, so no sentence answers it.
    asks: /^\s*(what|who) (is|are) (tessellon|you|your company|the company)( research)?\s*\??\s*$|\bwhat does (tessellon|your company|the company) do\b|\bwhat do you do\b|\btell me about (tessellon|your company|the company|yourselves|you)\b/i,
    answer:
      'Tessellon Research is a deep-technology research company, founded in 2014 in Cambridge, Massachusetts. It runs research programs in five disciplines (quantum computing, AI biotechnology, space navigation, green energy and secure communications) and turns what they measure into products and services. The about page tells the story.',
    pages: ['/about', '/products'],
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
