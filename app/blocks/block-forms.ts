import type { SubmissionResult } from '@conform-to/react';
import type { OrderTracking } from '../../backend/src/schemas/orders.js';

// Forms inside CMS blocks post to the content page they are on, with their intent and block id
// (decision 0024); the page's action answers, and the block that posted shows the answer.

export const TRACK_ORDER_INTENT = 'track-order';
/** Decision 0090: a guest cancels the order the tracking block found, naming its number and e-mail. */
export const CANCEL_TRACKED_ORDER_INTENT = 'cancel-tracked-order';
export const NEWSLETTER_SUBSCRIBE_INTENT = 'newsletter-subscribe';
export const NEWSLETTER_CONFIRM_INTENT = 'newsletter-confirm';
export const NEWSLETTER_UNSUBSCRIBE_INTENT = 'newsletter-unsubscribe';
/** The contact form posts multipart (its files), which the page's action tells by its type. */
export const CONTACT_FORM_INTENT = 'contact-form';
export const QUESTIONNAIRE_INTENT = 'questionnaire';

/** The tracking block's answer: the form's result (values kept, errors by field) and the order found. */
export type TrackingAnswer = {
  intent: typeof TRACK_ORDER_INTENT | typeof CANCEL_TRACKED_ORDER_INTENT;
  blockId: string;
  result: SubmissionResult<string[]>;
  order: OrderTracking | null;
  /** After a cancellation: done, or why the API refused it (shown beside the form). */
  cancellation?: { done: true } | { refusal: string };
};

/** The contact block's answer: the form's result (values kept, errors by field), or sent. */
export type ContactAnswer = {
  intent: typeof CONTACT_FORM_INTENT;
  blockId: string;
  result: SubmissionResult<string[]>;
  /** The stored request's id once it was sent; the form then starts anew. */
  contactRequestId: string | null;
};

export type NewsletterIntent =
  | typeof NEWSLETTER_SUBSCRIBE_INTENT
  | typeof NEWSLETTER_CONFIRM_INTENT
  | typeof NEWSLETTER_UNSUBSCRIBE_INTENT;

/** What a newsletter form did (§4): a subscription waits for its link, or is done; or the leaving. */
export type NewsletterOutcome = 'pending' | 'subscribed' | 'confirmed' | 'unsubscribed' | 'linkSent';

/** A newsletter block's answer: the form's result and, when it worked, what happened. */
export type NewsletterAnswer = {
  intent: NewsletterIntent;
  blockId: string;
  result: SubmissionResult<string[]>;
  outcome: NewsletterOutcome | null;
};

/** The questionnaire block's answer: what was sent (shown again), the messages by field, or sent. */
export type QuestionnaireAnswer = {
  intent: typeof QUESTIONNAIRE_INTENT;
  blockId: string;
  values: Record<string, string | string[]>;
  fieldErrors: Record<string, string[]>;
  formError: string | null;
  sent: boolean;
};
