import { Form, useActionData, useFormAction } from '@remix-run/react';
import type { ReactNode } from 'react';
import { fieldLimits } from '../../backend/src/schemas/field-limits.js';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { ErrorList, Field, FormErrors } from '~/components/forms';
import { useTranslation } from '~/utils/use-translation';
import { useBlockData, type NewsletterDatum } from './block-data';
import {
  NEWSLETTER_CONFIRM_INTENT,
  NEWSLETTER_SUBSCRIBE_INTENT,
  NEWSLETTER_UNSUBSCRIBE_INTENT,
  type NewsletterAnswer,
  type NewsletterIntent,
} from './block-forms';
import { Heading, useHeadingLevel } from './heading-level';

const newsletterIntents = new Set<string>([
  NEWSLETTER_SUBSCRIBE_INTENT,
  NEWSLETTER_CONFIRM_INTENT,
  NEWSLETTER_UNSUBSCRIBE_INTENT,
]);

/** What the page's action answered this block (decision 0024); another block's answer is not ours. */
function useNewsletterAnswer(blockId: string): NewsletterAnswer | undefined {
  const answer = useActionData<NewsletterAnswer>() as Partial<NewsletterAnswer> | undefined;
  return answer?.intent && newsletterIntents.has(answer.intent) && answer.blockId === blockId
    ? (answer as NewsletterAnswer)
    : undefined;
}

function useNewsletterDatum(id: string): NewsletterDatum | undefined {
  return (useBlockData(id) as { newsletter?: NewsletterDatum } | undefined)?.newsletter;
}

type FormProps = {
  id: string;
  intent: NewsletterIntent;
  answer?: NewsletterAnswer;
  children: ReactNode;
};

/** A newsletter form, posted to the page it is on with its intent and block id (decision 0024). */
function NewsletterForm({ id, intent, answer, children }: FormProps) {
  const action = `${useFormAction()}#${id}`;
  const formErrors = answer?.intent === intent ? answer.result.error?.[''] : undefined;
  return (
    <Form method="post" action={action} preventScrollReset noValidate className="block-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="blockId" value={id} />
      {children}
      <FormErrors id={`${id}-${intent}-error`} errors={formErrors} />
    </Form>
  );
}

/** The outcome of a form that worked, in the §3 newsletter texts of the shopper's variant. */
function Outcome({ answer, variant }: { answer?: NewsletterAnswer; variant: 'loggedIn' | 'anonymous' }) {
  const { t } = useTranslation();
  if (!answer?.outcome) return null;
  const text =
    answer.outcome === 'confirmed'
      ? t(`forms.newsletter.${variant}.confirmSuccess`)
      : answer.outcome === 'unsubscribed'
        ? t('forms.newsletter.unsubscribed')
        : answer.outcome === 'linkSent'
          ? t('forms.newsletter.linkSent')
          : answer.outcome === 'subscribed'
            ? t('forms.newsletter.saved')
            : t(`forms.newsletter.${variant}.subscribeSuccess`);
  return (
    <p role="status" className="block-newsletter__outcome">
      {text}
    </p>
  );
}

/** §1 newsletter subscribe: a guest's e-mail and topics (double opt-in), or a customer's topics. */
export function NewsletterSubscribeBlock({
  id,
  fields,
}: {
  id: string;
  fields: BlockFields<'newsletterSubscribe'>;
}) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const datum = useNewsletterDatum(id);
  const answer = useNewsletterAnswer(id);
  if (!datum) return null;
  const variant = datum.loggedIn ? 'loggedIn' : 'anonymous';
  const errors = answer?.intent === NEWSLETTER_SUBSCRIBE_INTENT ? (answer.result.error ?? {}) : {};
  const sent = answer?.intent === NEWSLETTER_SUBSCRIBE_INTENT ? answer.result.initialValue : undefined;
  const sentTopics = sent?.topicIds;
  const chosen = (topicId: string) =>
    sent
      ? sentTopics === topicId || (Array.isArray(sentTopics) && sentTopics.includes(topicId))
      : datum.subscribedTopicIds.includes(topicId);
  return (
    <section className="block-newsletter" id={id} aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {fields.title ?? t('forms.newsletter.subscribeTitle')}
      </Heading>
      <p>{t(`forms.newsletter.${variant}.beforeContent`)}</p>
      {datum.confirmToken && answer?.outcome !== 'confirmed' ? (
        <NewsletterForm id={id} intent={NEWSLETTER_CONFIRM_INTENT} answer={answer}>
          <input type="hidden" name="token" value={datum.confirmToken} />
          <p>
            <button type="submit" className="button button--primary">
              {t('forms.newsletter.confirm')}
            </button>
          </p>
        </NewsletterForm>
      ) : null}
      <Outcome answer={answer} variant={variant} />
      <NewsletterForm id={id} intent={NEWSLETTER_SUBSCRIBE_INTENT} answer={answer}>
        {datum.loggedIn ? null : (
          <Field
            id={`${id}-email`}
            label={t('forms.newsletter.email')}
            errors={errors.email}
            inputProps={{
              name: 'email',
              type: 'email',
              required: true,
              maxLength: fieldLimits.email,
              autoComplete: 'email',
              defaultValue: typeof sent?.email === 'string' ? sent.email : undefined,
            }}
          />
        )}
        <fieldset
          className="block-newsletter__topics"
          aria-describedby={errors.topicIds?.length ? `${id}-topics-error` : undefined}
        >
          <legend>{t('forms.newsletter.topics')}</legend>
          {datum.topics.map((topic) => (
            <div className="form-field form-field--checkbox" key={topic.newsletterTopicId}>
              <input
                type="checkbox"
                id={`${id}-topic-${topic.newsletterTopicId}`}
                name="topicIds"
                value={topic.newsletterTopicId}
                defaultChecked={chosen(topic.newsletterTopicId)}
              />
              <label htmlFor={`${id}-topic-${topic.newsletterTopicId}`}>
                {topic.name}
                <span className="block-newsletter__topic-description"> – {topic.description}</span>
              </label>
            </div>
          ))}
          <ErrorList id={`${id}-topics-error`} errors={errors.topicIds} />
        </fieldset>
        <p>
          <button type="submit" className="button button--primary">
            {datum.loggedIn ? t('forms.newsletter.save') : t('forms.newsletter.subscribe')}
          </button>
        </p>
      </NewsletterForm>
    </section>
  );
}

/** §1 newsletter unsubscribe: a customer leaves every topic; a guest by the e-mailed link, or asks for it. */
export function NewsletterUnsubscribeBlock({
  id,
  fields,
}: {
  id: string;
  fields: BlockFields<'newsletterUnsubscribe'>;
}) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const datum = useNewsletterDatum(id);
  const answer = useNewsletterAnswer(id);
  if (!datum) return null;
  const variant = datum.loggedIn ? 'loggedIn' : 'anonymous';
  const errors = answer?.result.error ?? {};
  const sentEmail = answer?.result.initialValue?.email;
  return (
    <section className="block-newsletter" id={id} aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {fields.title ?? t('forms.newsletter.unsubscribeTitle')}
      </Heading>
      <Outcome answer={answer} variant={variant} />
      {answer?.outcome === 'unsubscribed' ? null : (
        <NewsletterForm id={id} intent={NEWSLETTER_UNSUBSCRIBE_INTENT} answer={answer}>
          {datum.unsubscribeToken ? (
            <input type="hidden" name="token" value={datum.unsubscribeToken} />
          ) : datum.loggedIn ? null : (
            <Field
              id={`${id}-email`}
              label={t('forms.newsletter.email')}
              hint={t('forms.newsletter.unsubscribeHint')}
              errors={errors.email}
              inputProps={{
                name: 'email',
                type: 'email',
                required: true,
                maxLength: fieldLimits.email,
                autoComplete: 'email',
                defaultValue: typeof sentEmail === 'string' ? sentEmail : undefined,
              }}
            />
          )}
          <p>
            <button type="submit" className="button button--secondary">
              {datum.unsubscribeToken || datum.loggedIn
                ? t('forms.newsletter.unsubscribe')
                : t('forms.newsletter.sendLink')}
            </button>
          </p>
        </NewsletterForm>
      )}
    </section>
  );
}
