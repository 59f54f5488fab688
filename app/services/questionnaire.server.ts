import {
  questionnaireAnswerCreatedSchema,
  type QuestionnaireAnswersBody,
} from '../../backend/src/schemas/questionnaire.js';
import type { ApiClient } from './api-client.server';

/** §1 questionnaire block: a shopper's answers, checked and stored once by the API. */
export function createQuestionnaireClient(api: ApiClient) {
  return {
    sendAnswers: (questionnaireId: string, body: QuestionnaireAnswersBody) =>
      api.request(`/api/questionnaires/${encodeURIComponent(questionnaireId)}/answers`, {
        method: 'POST',
        body,
        schema: questionnaireAnswerCreatedSchema,
      }),
  };
}
