import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { contentPages } from '../db/schema/content.js';
import { questionnaireSubmissions } from '../db/schema/questionnaires.js';
import type { BlockNode } from '../schemas/content.js';
import {
  questionnaireBlockFieldsSchema,
  type QuestionnaireAnswers,
  type QuestionnaireBlockFields,
} from '../schemas/questionnaire.js';

function findBlock(blocks: BlockNode[], questionnaireId: string): BlockNode | undefined {
  for (const block of blocks) {
    if (block.type === 'questionnaire' && block.fields.questionnaireId === questionnaireId) return block;
    const inner = block.children && findBlock(block.children, questionnaireId);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The questionnaire as a published page defines it: the only copy answers are checked against
 * (never the one a client sends). Undefined when no published page has it or its fields are broken.
 */
export async function findPublishedQuestionnaire(
  executor: Executor,
  tenantId: string,
  questionnaireId: string,
): Promise<QuestionnaireBlockFields | undefined> {
  const pages = await executor
    .select({ blocks: contentPages.blocks })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.tenantId, tenantId),
        isNotNull(contentPages.publishedAt),
        lte(contentPages.publishedAt, sql`now()`),
        // A cheap filter before the tree walk: the id appears somewhere in the page's blocks.
        sql`strpos(${contentPages.blocks}::text, ${JSON.stringify(questionnaireId)}) > 0`,
      ),
    )
    .orderBy(asc(contentPages.slug));
  for (const page of pages) {
    const block = findBlock(page.blocks, questionnaireId);
    const fields = block && questionnaireBlockFieldsSchema.safeParse(block.fields);
    if (fields?.success) return fields.data;
  }
  return undefined;
}

export type NewSubmission = {
  tenantId: string;
  questionnaireId: string;
  customerId: string | null;
  email: string | null;
  answers: QuestionnaireAnswers;
};

/** Stores a submission unless this respondent has one: the id, or null for a second submission. */
export async function insertSubmissionOnce(executor: Executor, submission: NewSubmission) {
  const respondent = submission.customerId
    ? `customer:${submission.customerId}`
    : `email:${submission.email}`;
  const [row] = await executor
    .insert(questionnaireSubmissions)
    .values({ ...submission, respondent })
    .onConflictDoNothing()
    .returning({ id: questionnaireSubmissions.id });
  return row?.id ?? null;
}

/** Every submission of a questionnaire, oldest first, for the shop's export. */
export function listSubmissions(executor: Executor, tenantId: string, questionnaireId: string) {
  return executor
    .select({
      id: questionnaireSubmissions.id,
      customerId: questionnaireSubmissions.customerId,
      email: questionnaireSubmissions.email,
      answers: questionnaireSubmissions.answers,
      createdAt: questionnaireSubmissions.createdAt,
    })
    .from(questionnaireSubmissions)
    .where(
      and(
        eq(questionnaireSubmissions.tenantId, tenantId),
        eq(questionnaireSubmissions.questionnaireId, questionnaireId),
      ),
    )
    .orderBy(asc(questionnaireSubmissions.createdAt), asc(questionnaireSubmissions.id));
}
