import type { questionnaireMessagesDe } from './questionnaire-de.js';

// English texts of the questionnaire block (issue 18).
export const questionnaireMessagesEn: typeof questionnaireMessagesDe = {
  questionnaire: {
    title: 'Survey',
    email: 'Your e-mail address',
    emailHint: 'So that everyone answers the survey only once.',
    ageHint: 'In years, between 1 and 99.',
    submit: 'Send answers',
    sent: 'Thank you! Your answers have arrived.',
    alreadyAnswered: 'You have already answered this survey. Everyone can answer it only once.',
    notFound: 'This survey no longer exists.',
    validation: {
      required: 'This field is required',
      chooseAtLeastOne: 'Please choose at least one value',
      unknownOption: 'Please choose one of the values offered',
      noAngleBracket: 'The character < is not allowed',
      maxLength: 'You must enter a maximum of {max} characters',
      age: 'Please enter an age between 1 and 99',
      email: 'Please enter a valid email',
    },
  },
};
