import { Form, useActionData, useFormAction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { questionnaireTextMaxLength, type Question } from '../../backend/src/schemas/questionnaire.js';
import { ErrorList, Field, FormErrors, TextAreaField } from '~/components/forms';
import { useTranslation } from '~/utils/use-translation';
import { useBlockData, type QuestionnaireDatum } from './block-data';
import { QUESTIONNAIRE_INTENT, type QuestionnaireAnswer } from './block-forms';
import { Heading, useHeadingLevel } from './heading-level';
import { Paragraphs } from './paragraphs';

/** What the page's action answered this block (decision 0024); another block's answer is not ours. */
function useQuestionnaireAnswer(blockId: string): QuestionnaireAnswer | undefined {
  const answer = useActionData<QuestionnaireAnswer>() as Partial<QuestionnaireAnswer> | undefined;
  return answer?.intent === QUESTIONNAIRE_INTENT && answer.blockId === blockId
    ? (answer as QuestionnaireAnswer)
    : undefined;
}

type Starting = (questionId: string) => string[];

function ChoiceQuestion({
  id,
  question,
  chosen,
  errors,
}: {
  id: string;
  question: Question;
  chosen: string[];
  errors?: string[];
}) {
  const { t } = useTranslation();
  const fieldId = `${id}-${question.id}`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      className={`form-field block-questionnaire__choice${invalid ? ' block-questionnaire__choice--invalid' : ''}`}
      aria-describedby={invalid ? `${fieldId}-error` : undefined}
    >
      <legend>
        {question.label}
        {question.required ? null : (
          <span className="form-field__optional"> {t('account.field.optional')}</span>
        )}
      </legend>
      {question.options.map((option) => (
        <div className="form-field form-field--checkbox" key={option.value}>
          <input
            type={question.type === 'single' ? 'radio' : 'checkbox'}
            id={`${fieldId}-${option.value}`}
            name={`answer.${question.id}`}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
          />
          <label htmlFor={`${fieldId}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      <ErrorList id={`${fieldId}-error`} errors={errors} />
    </fieldset>
  );
}

function QuestionField({
  id,
  question,
  starting,
  errors,
}: {
  id: string;
  question: Question;
  starting: Starting;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const fieldId = `${id}-${question.id}`;
  const [value] = starting(question.id);
  if (question.type === 'single' || question.type === 'multiple')
    return <ChoiceQuestion id={id} question={question} chosen={starting(question.id)} errors={errors} />;
  if (question.type === 'text')
    return (
      <TextAreaField
        id={fieldId}
        label={question.label}
        errors={errors}
        textareaProps={{
          name: `answer.${question.id}`,
          rows: 4,
          required: question.required,
          maxLength: questionnaireTextMaxLength,
          defaultValue: value,
        }}
      />
    );
  return (
    <Field
      id={fieldId}
      label={question.label}
      optional={!question.required}
      hint={t('questionnaire.ageHint')}
      errors={errors}
      inputProps={{
        name: `answer.${question.id}`,
        type: 'text',
        inputMode: 'numeric',
        pattern: '[0-9]{1,2}',
        maxLength: 3,
        required: question.required,
        defaultValue: value,
      }}
    />
  );
}

/**
 * §1 questionnaire: the questions the CMS defines, posted to the page the block is on with or
 * without JavaScript. The API checks the answers and keeps one submission per shopper; its
 * messages show next to each question and the answers given stay. A customer's form starts with
 * the §3 prefill (age, gender); a guest gives an e-mail address (decision 0044).
 */
export function QuestionnaireBlock({ id, fields }: { id: string; fields: BlockFields<'questionnaire'> }) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const action = `${useFormAction()}#${id}`;
  const datum = (useBlockData(id) as { questionnaire?: QuestionnaireDatum } | undefined)?.questionnaire;
  const answer = useQuestionnaireAnswer(id);
  const errors = answer?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const answered = useRef(answer);
  const loggedIn = datum?.loggedIn ?? false;
  const formErrors = [answer?.formError, ...(loggedIn ? (errors.email ?? []) : [])].filter(
    (error): error is string => Boolean(error),
  );

  // A new answer takes the focus to what it says: the thanks, or the first answer to correct.
  useEffect(() => {
    if (!answer || answer === answered.current) return;
    answered.current = answer;
    if (answer.sent) statusRef.current?.focus();
    else
      formRef.current
        ?.querySelector<HTMLElement>('.block-questionnaire__choice--invalid input, [aria-invalid="true"]')
        ?.focus();
  }, [answer]);

  const starting: Starting = (questionId) => {
    const sent = answer && !answer.sent ? answer.values[questionId] : undefined;
    if (sent !== undefined) return typeof sent === 'string' ? [sent] : sent;
    if (answer && !answer.sent) return [];
    const question = fields.questions.find((candidate) => candidate.id === questionId);
    const prefill =
      question?.type === 'age' ? datum?.prefill.age : question?.prefill ? datum?.prefill.gender : undefined;
    return prefill ? [prefill] : [];
  };
  const sentEmail = answer?.values.email;

  return (
    <section className="block-questionnaire" id={id} aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {fields.title ?? t('questionnaire.title')}
      </Heading>
      {fields.text ? <Paragraphs text={fields.text} /> : null}
      {answer?.sent ? (
        <p ref={statusRef} tabIndex={-1} role="status" className="block-questionnaire__sent">
          {t('questionnaire.sent')}
        </p>
      ) : (
        <Form
          ref={formRef}
          method="post"
          action={action}
          preventScrollReset
          noValidate
          className="block-form block-questionnaire__form"
          aria-describedby={formErrors.length ? `${id}-form-error` : undefined}
        >
          <input type="hidden" name="intent" value={QUESTIONNAIRE_INTENT} />
          <input type="hidden" name="blockId" value={id} />
          <input type="hidden" name="questionnaireId" value={fields.questionnaireId} />
          {fields.questions.map((question) => (
            <QuestionField
              key={question.id}
              id={id}
              question={question}
              starting={starting}
              errors={errors[question.id]}
            />
          ))}
          {loggedIn ? null : (
            <Field
              id={`${id}-email`}
              label={t('questionnaire.email')}
              hint={t('questionnaire.emailHint')}
              errors={errors.email}
              inputProps={{
                name: 'email',
                type: 'email',
                required: true,
                maxLength: 255,
                autoComplete: 'email',
                defaultValue: typeof sentEmail === 'string' ? sentEmail : undefined,
              }}
            />
          )}
          <FormErrors id={`${id}-form-error`} errors={formErrors} />
          <p>
            <button type="submit" className="button button--primary">
              {t('questionnaire.submit')}
            </button>
          </p>
        </Form>
      )}
    </section>
  );
}
