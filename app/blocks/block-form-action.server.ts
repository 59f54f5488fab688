import { data, type ActionFunctionArgs } from '@remix-run/node';
import {
  CANCEL_TRACKED_ORDER_INTENT,
  NEWSLETTER_CONFIRM_INTENT,
  NEWSLETTER_SUBSCRIBE_INTENT,
  NEWSLETTER_UNSUBSCRIBE_INTENT,
  QUESTIONNAIRE_INTENT,
  TRACK_ORDER_INTENT,
} from './block-forms';
import { sendContactForm } from './contact-form-action.server';
import { newsletterAction } from './newsletter-action.server';
import { cancelTrackedOrder, trackOrder } from './order-tracking-action.server';
import { answerQuestionnaire } from './questionnaire-action.server';
import { isCrossSiteForm } from './return-path';

/**
 * The action of content pages (decision 0024): a form in a block posts to the page it is on, so
 * without JavaScript the answer shows on that page, next to the form. One case per intent.
 */
export async function blockFormAction({ request, context }: ActionFunctionArgs) {
  if (isCrossSiteForm(request)) throw new Response(null, { status: 403 });
  // Only the contact form sends files: its body goes on to the API unread.
  if (/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? ''))
    return sendContactForm(request, context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case TRACK_ORDER_INTENT:
      return trackOrder(formData, context);
    case CANCEL_TRACKED_ORDER_INTENT:
      return cancelTrackedOrder(formData, context);
    case NEWSLETTER_SUBSCRIBE_INTENT:
    case NEWSLETTER_CONFIRM_INTENT:
    case NEWSLETTER_UNSUBSCRIBE_INTENT:
      return newsletterAction(intent, formData, request, context);
    case QUESTIONNAIRE_INTENT:
      return answerQuestionnaire(formData, context);
    default:
      // No block of this page sends it: the error page says so in the shopper's words.
      throw data({ message: context.t('validation.unknownIntent') }, { status: 400 });
  }
}
