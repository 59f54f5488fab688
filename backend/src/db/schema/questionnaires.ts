import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuestionnaireAnswers } from '../../schemas/questionnaire.js';
import { createdAt, customers, tenantId } from './customers.js';

/**
 * §1 questionnaire block (issue 18): one submission per shopper per questionnaire (decision 0044).
 * `respondent` is `customer:<id>` for a customer and `email:<address>` for a guest; the unique
 * index refuses a second submission even when two arrive at once.
 */
export const questionnaireSubmissions = pgTable(
  'questionnaire_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    questionnaireId: text('questionnaire_id').notNull(),
    respondent: text('respondent').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email'),
    answers: jsonb('answers').$type<QuestionnaireAnswers>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('questionnaire_submissions_one_per_respondent').on(
      table.tenantId,
      table.questionnaireId,
      table.respondent,
    ),
    index('questionnaire_submissions_created').on(table.tenantId, table.questionnaireId, table.createdAt),
  ],
);
