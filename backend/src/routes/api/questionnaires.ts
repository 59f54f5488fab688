import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, InvalidDataError, NotFoundError } from '../../errors.js';
import { tenantOf } from '../../plugins/app/tenant-resolution.js';
import {
  findPublishedQuestionnaire,
  insertSubmissionOnce,
} from '../../questionnaires/questionnaire-repository.js';
import { apiErrorSchema } from '../../schemas/error.js';
import {
  checkQuestionnaireAnswers,
  questionnaireAnswerCreatedSchema,
  questionnaireAnswersBodySchema,
  questionnaireErrorCodes,
} from '../../schemas/questionnaire.js';
import { tenantHeadersSchema } from '../../schemas/tenant.js';

// §1 questionnaire block (issue 18): answers checked against the published definition, one
// submission per shopper (decision 0044).
const questionnaireRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.identifyCustomer);

  fastify.post(
    '/questionnaires/:questionnaireId/answers',
    {
      schema: {
        summary: 'Stores a shopper’s answers to a questionnaire, once per shopper',
        description:
          'Every answer is checked against the questionnaire as its published page defines it. A customer is ' +
          'known by the session; a guest gives `email`. 400 QUESTIONNAIRE_INVALID names each problem by ' +
          'question id with its rule (`details.problems`); 409 QUESTIONNAIRE_ALREADY_ANSWERED for a second submission.',
        tags: ['questionnaires'],
        headers: tenantHeadersSchema,
        params: z.object({ questionnaireId: z.string().max(60) }),
        body: questionnaireAnswersBodySchema,
        response: {
          201: questionnaireAnswerCreatedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { questionnaireId } = request.params;
      const questionnaire = await findPublishedQuestionnaire(fastify.db, tenant.id, questionnaireId);
      if (!questionnaire) {
        throw new NotFoundError('There is no such questionnaire', {
          code: questionnaireErrorCodes.questionnaireNotFound,
        });
      }
      const customerId = request.customerSession?.customerId ?? null;
      const checked = checkQuestionnaireAnswers(
        questionnaire.questions,
        request.body.answers,
        customerId ? undefined : (request.body.email ?? ''),
      );
      if (!checked.success) {
        throw new InvalidDataError('The answers are not valid', {
          code: questionnaireErrorCodes.questionnaireInvalid,
          details: { problems: checked.problems },
        });
      }
      const submissionId = await insertSubmissionOnce(fastify.db, {
        tenantId: tenant.id,
        questionnaireId,
        customerId,
        email: checked.email ?? null,
        answers: checked.answers,
      });
      if (!submissionId) {
        throw new ConflictError('You have already answered this questionnaire', {
          code: questionnaireErrorCodes.questionnaireAlreadyAnswered,
        });
      }
      return reply.code(201).send({ submissionId });
    },
  );
};

export default questionnaireRoutes;
