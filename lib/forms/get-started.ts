/**
 * The get-started flow's routing table: three questions, and for every combination of answers
 * the page that helps next. Data, not logic: the component renders the questions from here and
 * `routeFor` only looks the answer up.
 */
import { isOneOf } from '../guards';

export const GOALS = ['cloud', 'license', 'hardware', 'research', 'unsure'] as const;
export const FIELDS = ['quantum', 'biotech', 'space', 'energy', 'security'] as const;
export const STAGES = ['exploring', 'pricing', 'ready'] as const;

export type Goal = (typeof GOALS)[number];
export type Field = (typeof FIELDS)[number];
export type Stage = (typeof STAGES)[number];
export type Answers = { goal: Goal; field: Field; stage: Stage };

/** What the result card says (translated under Forms.getStarted.results.<kind>) and where it goes. */
export type RouteKind = 'product' | 'quote' | 'consultation' | 'pricing' | 'licensing' | 'partnerships';
export type Route = { kind: RouteKind; href: string };

/** The product page of each field. */
export const FIELD_PRODUCT: Record<Field, string> = {
  quantum: 'quantum',
  biotech: 'biotech',
  space: 'space',
  energy: 'green-energy',
  security: 'military',
};

/** The hardware a laboratory would evaluate in each field (the quote form's interest). */
export const FIELD_HARDWARE: Record<Field, string> = {
  quantum: 'quantum-chip-v3',
  biotech: 'robotics',
  space: 'space',
  energy: 'green-energy',
  security: 'military',
};

type Table = Record<Goal, Record<Stage, (field: Field) => Route>>;

const product = (field: Field): Route => ({ kind: 'product', href: `/products/${FIELD_PRODUCT[field]}` });
const quote = (interest: string): Route => ({ kind: 'quote', href: `/request-quote?interest=${encodeURIComponent(interest)}` });
const consultation = (): Route => ({ kind: 'consultation', href: '/consultation' });

export const ROUTING: Table = {
  cloud: {
    exploring: product,
    pricing: () => ({ kind: 'pricing', href: '/pricing' }),
    ready: (field) => quote(FIELD_PRODUCT[field]),
  },
  license: {
    exploring: () => ({ kind: 'licensing', href: '/services/licensing' }),
    pricing: () => quote('licensing'),
    ready: () => quote('licensing'),
  },
  hardware: {
    exploring: (field) => ({ kind: 'product', href: `/products/${FIELD_HARDWARE[field]}` }),
    pricing: (field) => quote(FIELD_HARDWARE[field]),
    ready: (field) => quote(FIELD_HARDWARE[field]),
  },
  research: {
    exploring: () => ({ kind: 'partnerships', href: '/services/partnerships' }),
    pricing: consultation,
    ready: consultation,
  },
  unsure: {
    exploring: product,
    pricing: () => ({ kind: 'pricing', href: '/pricing' }),
    ready: consultation,
  },
};

export const routeFor = (answers: Answers): Route => ROUTING[answers.goal][answers.stage](answers.field);

export const isGoal = (value: unknown): value is Goal => isOneOf(GOALS, value);
export const isField = (value: unknown): value is Field => isOneOf(FIELDS, value);
export const isStage = (value: unknown): value is Stage => isOneOf(STAGES, value);

/** The three questions, by the name each one's field has in the form and in the address. */
export const QUESTIONS = ['goal', 'field', 'stage'] as const satisfies readonly (keyof Answers)[];

/** The answers as the form sends them without script (`?goal=…&field=…&stage=…`): the valid ones. */
export type PartialAnswers = Partial<Answers>;

/**
 * The answers in a query string, as the form submits them when script has not run yet (a GET to
 * the same page), or null when the query holds no answer at all. Unknown values are dropped.
 */
export function answersFromQuery(search: string): PartialAnswers | null {
  const params = new URLSearchParams(search);
  if (!QUESTIONS.some((name) => params.has(name))) return null;
  const goal = params.get('goal');
  const field = params.get('field');
  const stage = params.get('stage');
  return { ...(isGoal(goal) && { goal }), ...(isField(field) && { field }), ...(isStage(stage) && { stage }) };
}

/** The query that restores `answers` (kept in the address after a route is shown). */
export function queryOf(answers: Answers): string {
  return `?${new URLSearchParams({ goal: answers.goal, field: answers.field, stage: answers.stage })}`;
}
