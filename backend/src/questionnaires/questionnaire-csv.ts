import type { Question, QuestionnaireAnswers } from '../schemas/questionnaire.js';

/** RFC 4180, and a text a spreadsheet would run as a formula is kept as text by a leading quote. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type SubmissionRow = {
  id: string;
  customerId: string | null;
  email: string | null;
  answers: QuestionnaireAnswers;
  createdAt: Date;
};

function answerText(
  answer: QuestionnaireAnswers[string] | undefined,
  question: Question | undefined,
): string {
  if (answer === undefined) return '';
  const labelOf = (value: string) =>
    question?.options.find((option) => option.value === value)?.label ?? value;
  if (Array.isArray(answer)) return answer.map(labelOf).join('; ');
  return typeof answer === 'number' ? String(answer) : labelOf(answer);
}

/**
 * The shop's results export: one line per submission, one column per question (its label, in the
 * questionnaire's order; answers to questions no longer asked follow, by id), chosen options by label.
 */
export function questionnaireCsv(questions: Question[], rows: SubmissionRow[]): string {
  const known = new Set(questions.map((question) => question.id));
  const retired = [...new Set(rows.flatMap((row) => Object.keys(row.answers)))].filter(
    (id) => !known.has(id),
  );
  const columns = [
    ...questions.map((question) => ({ id: question.id, title: question.label, question })),
    ...retired.map((id) => ({ id, title: id, question: undefined })),
  ];
  const header = [
    'submission',
    'submitted at',
    'customer',
    'email',
    ...columns.map((column) => column.title),
  ];
  const lines = rows.map((row) => [
    row.id,
    row.createdAt.toISOString(),
    row.customerId ?? '',
    row.email ?? '',
    ...columns.map((column) => answerText(row.answers[column.id], column.question)),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
