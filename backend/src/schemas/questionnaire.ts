import { z } from 'zod';

// §1 questionnaire block (issue 18): the questions as the CMS defines them, and the answer rules
// (§5 questionnaire age), written once for the API (English messages) and the storefront
// (translated). Plain zod: the storefront's bundle imports it too.

export const questionTypes = ['single', 'multiple', 'text', 'age'] as const;
export const questionnaireTextMaxLength = 1000;

const questionOptionSchema = z.object({
  value: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  label: z.string().min(1),
});

export const questionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and dashes'),
    label: z.string().min(1),
    type: z.enum(questionTypes),
    options: z.array(questionOptionSchema).default([]),
    required: z.boolean().default(false),
    /** §3 prefill: a single choice whose option values are salutations starts with the customer's. */
    prefill: z.enum(['gender']).optional(),
  })
  .refine(
    (question) =>
      (question.type === 'single' || question.type === 'multiple') === question.options.length > 0,
    'single and multiple choice questions have options, the others none',
  );
export type Question = z.infer<typeof questionSchema>;

export const questionnaireBlockFieldsSchema = z.object({
  /** Names the questionnaire for its answers and the results export; unique per tenant. */
  questionnaireId: z.string().regex(/^[a-z0-9-]{3,60}$/, 'lower-case letters, digits and dashes'),
  title: z.string().optional(),
  text: z.string().optional(),
  questions: z
    .array(questionSchema)
    .min(1)
    .refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, {
      message: 'question ids are unique',
    }),
});
export type QuestionnaireBlockFields = z.infer<typeof questionnaireBlockFieldsSchema>;

export type QuestionnaireMessages = {
  required: string;
  chooseAtLeastOne: string;
  unknownOption: string;
  noAngleBracket: string;
  maxLength: (max: number) => string;
  age: string;
  email: string;
};

export const defaultQuestionnaireMessages: QuestionnaireMessages = {
  required: 'This field is required',
  chooseAtLeastOne: 'Please choose at least one value',
  unknownOption: 'Please choose one of the values offered',
  noAngleBracket: 'The character < is not allowed',
  maxLength: (max) => `You must enter a maximum of ${max} characters`,
  age: 'Please enter an age between 1 and 99',
  email: 'Please enter a valid email',
};

/** An answer as a form sends it: one value, or several for a multiple choice. */
export type RawAnswer = string | string[] | undefined;
export type QuestionnaireAnswers = Record<string, string | string[] | number>;

const emptyToUndefined = (value: unknown) => {
  if (Array.isArray(value)) return value.filter((item) => item !== '');
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
};

/** The rule of one question: what an answer must be, and what it is stored as. */
export function answerSchemaOf(question: Question, messages: QuestionnaireMessages): z.ZodTypeAny {
  const values = question.options.map((option) => option.value);
  const oneOf = z
    .string({ required_error: messages.required, invalid_type_error: messages.unknownOption })
    .refine((value) => values.includes(value), messages.unknownOption);
  let rule: z.ZodTypeAny;
  switch (question.type) {
    case 'single':
      rule = oneOf;
      break;
    case 'multiple': {
      const list = z.array(oneOf);
      rule = z.preprocess(
        (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
        question.required ? list.min(1, messages.chooseAtLeastOne) : list,
      );
      return z.preprocess(emptyToUndefined, rule);
    }
    case 'text':
      rule = z
        .string({ required_error: messages.required })
        .trim()
        .max(questionnaireTextMaxLength, messages.maxLength(questionnaireTextMaxLength))
        .refine((value) => !value.includes('<'), messages.noAngleBracket);
      break;
    case 'age':
      // §5: an integer above 0 and below 100.
      rule = z
        .string({ required_error: messages.required, invalid_type_error: messages.age })
        .trim()
        .regex(/^\d{1,3}$/, messages.age)
        .transform(Number)
        .refine((age) => age > 0 && age < 100, messages.age);
      break;
  }
  return z.preprocess(emptyToUndefined, question.required ? rule : rule.optional());
}

/** Every question's rule, by question id; answers to questions it does not ask are dropped. */
export function answersSchemaOf(questions: Question[], messages = defaultQuestionnaireMessages) {
  return z.object(
    Object.fromEntries(questions.map((question) => [question.id, answerSchemaOf(question, messages)])),
  );
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest names themself by e-mail (decision 0044); a customer is known by the session. */
export function guestEmailSchemaOf(messages = defaultQuestionnaireMessages) {
  return z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(255, messages.maxLength(255))
    .regex(emailPattern, messages.email)
    .transform((email) => email.toLowerCase());
}

export const questionnaireErrorCodes = {
  /** Some answer breaks its question's rule; details name each problem by question id. */
  questionnaireInvalid: 'QUESTIONNAIRE_INVALID',
  /** This shopper has answered this questionnaire before. */
  questionnaireAlreadyAnswered: 'QUESTIONNAIRE_ALREADY_ANSWERED',
  questionnaireNotFound: 'QUESTIONNAIRE_NOT_FOUND',
} as const;

export const questionnaireAnswersBodySchema = z.object({
  answers: z.record(z.union([z.string().max(2000), z.array(z.string().max(200)).max(50)])),
  /** Required of guests, ignored for customers. */
  email: z.string().max(300).optional(),
});
export type QuestionnaireAnswersBody = z.infer<typeof questionnaireAnswersBodySchema>;

export const questionnaireRules = [
  'required',
  'chooseAtLeastOne',
  'unknownOption',
  'noAngleBracket',
  'maxLength',
  'age',
  'email',
] as const;
export type QuestionnaireRule = (typeof questionnaireRules)[number];

/** A broken rule, by question id (or `email`): the rule lets a client word it in its own language. */
export const questionnaireProblemSchema = z.object({
  path: z.string(),
  rule: z.enum(questionnaireRules),
  max: z.number().int().optional(),
  message: z.string(),
});
export type QuestionnaireProblem = z.infer<typeof questionnaireProblemSchema>;

export const questionnaireAnswerCreatedSchema = z.object({ submissionId: z.string().uuid() });

// The rules' names as their messages: a broken rule's issue then says which rule it was.
const ruleNames: QuestionnaireMessages = {
  required: 'required',
  chooseAtLeastOne: 'chooseAtLeastOne',
  unknownOption: 'unknownOption',
  noAngleBracket: 'noAngleBracket',
  maxLength: (max) => `maxLength:${max}`,
  age: 'age',
  email: 'email',
};

function problemOf(path: string, issueMessage: string): QuestionnaireProblem {
  const [rule, max] = issueMessage.split(':') as [QuestionnaireRule, string | undefined];
  if (rule === 'maxLength') {
    const limit = Number(max);
    return { path, rule, max: limit, message: defaultQuestionnaireMessages.maxLength(limit) };
  }
  const message = defaultQuestionnaireMessages[rule];
  return { path, rule, message: typeof message === 'string' ? message : issueMessage };
}

/**
 * Checks the answers against the questions, and a guest's e-mail (`email` undefined: a customer):
 * the values to store, or every problem found, each with its rule.
 */
export function checkQuestionnaireAnswers(
  questions: Question[],
  answers: Record<string, RawAnswer>,
  email: string | undefined,
):
  | { success: true; answers: QuestionnaireAnswers; email: string | undefined }
  | { success: false; problems: QuestionnaireProblem[] } {
  const problems: QuestionnaireProblem[] = [];
  const parsed = answersSchemaOf(questions, ruleNames).safeParse(answers);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((issue) => problemOf(String(issue.path[0]), issue.message)));
  const guest = email === undefined ? undefined : guestEmailSchemaOf(ruleNames).safeParse(email);
  if (guest && !guest.success) problems.push(problemOf('email', guest.error.issues[0]!.message));
  if (!parsed.success || (guest && !guest.success)) return { success: false, problems };
  return { success: true, answers: parsed.data as QuestionnaireAnswers, email: guest?.data };
}
