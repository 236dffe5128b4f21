'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { track } from '@/lib/analytics';
import {
  FIELDS,
  GOALS,
  QUESTIONS,
  STAGES,
  answersFromQuery,
  isField,
  isGoal,
  isStage,
  queryOf,
  routeFor,
  type Answers,
  type Field,
  type Goal,
  type PartialAnswers,
  type Stage,
} from '@/lib/forms/get-started';
import { Link } from '@/components/ui/link';
import { RadioGroupField } from './kit';
import { useSubmitGuard } from './use-submit-guard';

/**
 * Three questions as radio groups; the answer is a link to the page that helps next. Without
 * script (or before this island has hydrated) the form submits to the page itself
 * (`?goal=…&field=…&stage=…`), and the flow answers from the address once it runs; after a route is
 * shown the address holds the answers, so a reload or a shared link shows the same route.
 */
export default function GetStartedFlow() {
  const t = useTranslations('Forms.getStarted');
  const failure = useTranslations('Forms.failure');
  const hydrated = useHydrated();
  const [goal, setGoal] = useState<Goal | null>(null);
  const [field, setField] = useState<Field | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [answers, setAnswers] = useState<Answers | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { guardMessage, allowSubmit } = useSubmitGuard('get-started');

  useEffect(() => {
    if (answers) result.current?.focus();
  }, [answers]);

  /** Shows the route for complete answers, or marks and focuses what is missing. */
  const answer = (chosen: PartialAnswers) => {
    setMissing(new Set(QUESTIONS.filter((name) => !chosen[name])));
    if (!chosen.goal || !chosen.field || !chosen.stage) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('fieldset[aria-invalid="true"] input')?.focus());
      return;
    }
    const complete: Answers = { goal: chosen.goal, field: chosen.field, stage: chosen.stage };
    setAnswers(complete);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${queryOf(complete)}`);
    track('get_started_route', { ...complete, route: routeFor(complete).kind });
  };

  // Answers sent without script arrive in the address. The pre-rendered HTML cannot know them, so
  // they are taken up once, after hydration; later changes of the address are the flow's own.
  useEffect(() => {
    const sent = answersFromQuery(window.location.search);
    if (!sent) return;
    /* eslint-disable react-hooks/set-state-in-effect -- state from the address, read once after hydration */
    setGoal(sent.goal ?? null);
    setField(sent.field ?? null);
    setStage(sent.stage ?? null);
    answer(sent);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = { ...(goal && { goal }), ...(field && { field }), ...(stage && { stage }) };
    // The spec's submit guards hold for every form, this one too (spec 5), counting the complete
    // answers only: an unanswered question is marked without using up an attempt.
    if (!goal || !field || !stage) return answer(chosen);
    if (allowSubmit()) answer(chosen);
  };

  const route = answers ? routeFor(answers) : null;
  const goalOptions = GOALS.map((value) => ({ value, label: t(`goal.${value}.label`), description: t(`goal.${value}.body`) }));
  const fieldOptions = FIELDS.map((value) => ({ value, label: t(`field.${value}.label`), description: t(`field.${value}.body`) }));
  const stageOptions = STAGES.map((value) => ({ value, label: t(`stage.${value}.label`), description: t(`stage.${value}.body`) }));
  const clear = (name: string) => setMissing((current) => (current.has(name) ? new Set([...current].filter((item) => item !== name)) : current));

  return (
    <div className="space-y-8" data-ready={hydrated || undefined}>
      <form ref={form} method="get" noValidate onSubmit={submit} className="space-y-8" data-testid="get-started-form">
        <RadioGroupField
          legend={t('goal.legend')}
          name="goal"
          options={goalOptions}
          value={goal ?? ''}
          onChange={(value) => {
            if (isGoal(value)) setGoal(value);
            clear('goal');
            setAnswers(null);
          }}
          error={missing.has('goal') ? t('pick') : undefined}
        />
        <RadioGroupField
          legend={t('field.legend')}
          name="field"
          options={fieldOptions}
          value={field ?? ''}
          onChange={(value) => {
            if (isField(value)) setField(value);
            clear('field');
            setAnswers(null);
          }}
          error={missing.has('field') ? t('pick') : undefined}
        />
        <RadioGroupField
          legend={t('stage.legend')}
          name="stage"
          columns={3}
          options={stageOptions}
          value={stage ?? ''}
          onChange={(value) => {
            if (isStage(value)) setStage(value);
            clear('stage');
            setAnswers(null);
          }}
          error={missing.has('stage') ? t('pick') : undefined}
        />
        <button
          type="submit"
          className="inline-flex h-12 items-center gap-2 rounded-full bg-ink px-6 font-medium text-canvas transition-colors hover:bg-signal hover:text-signal-ink"
        >
          {t('submit')}
          <Icon name="arrowRight" size={18} className="flip-rtl" />
        </button>
        <p role="alert" className="text-sm font-medium text-security empty:hidden" data-testid="guard-message">
          {guardMessage ? failure('tooManyAttempts') : null}
        </p>
      </form>
      <div aria-live="polite">
        {route ? (
          <div ref={result} tabIndex={-1} className="rounded-3xl border border-signal/40 bg-signal-soft p-6 outline-none md:p-8" data-testid="get-started-result">
            <p className="eyebrow">{t('resultEyebrow')}</p>
            <p className="mt-2 text-xl font-semibold tracking-tight text-ink">{t(`results.${route.kind}.title`)}</p>
            <p className="mt-2 max-w-prose leading-7 text-ink-2">{t(`results.${route.kind}.body`)}</p>
            <Link
              href={route.href}
              className="mt-5 inline-flex h-11 items-center gap-2 rounded-full bg-ink px-5 text-sm font-medium text-canvas hover:bg-signal hover:text-signal-ink"
              data-testid="get-started-link"
            >
              {t(`results.${route.kind}.cta`)}
              <Icon name="arrowRight" size={16} className="flip-rtl" />
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export { GetStartedFlow };
