import type { TFunction } from 'i18next';
import {
  answersSchemaOf,
  guestEmailSchemaOf,
  type Question,
  type QuestionnaireMessages,
} from '../../backend/src/schemas/questionnaire.js';

/** The questionnaire's answer rules in the shopper's language; the API checks the same ones. */
export function questionnaireMessagesOf(t: TFunction): QuestionnaireMessages {
  return {
    required: t('questionnaire.validation.required'),
    chooseAtLeastOne: t('questionnaire.validation.chooseAtLeastOne'),
    unknownOption: t('questionnaire.validation.unknownOption'),
    noAngleBracket: t('questionnaire.validation.noAngleBracket'),
    maxLength: (max) => t('questionnaire.validation.maxLength', { max }),
    age: t('questionnaire.validation.age'),
    email: t('questionnaire.validation.email'),
  };
}

export const createAnswersSchema = (questions: Question[], t: TFunction) =>
  answersSchemaOf(questions, questionnaireMessagesOf(t));
export const createGuestEmailSchema = (t: TFunction) => guestEmailSchemaOf(questionnaireMessagesOf(t));
