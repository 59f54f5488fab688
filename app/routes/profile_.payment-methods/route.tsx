import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { accountMeta } from '~/utils/account-meta';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { withLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';
import { keepCardOfReturn } from './card-page-return.server';
import { addCard, deleteCard, makeCardPrimary } from './payment-method-actions.server';
import { deletionToConfirm, paymentMethodIntents } from './payment-method-form-schemas';
import { AddCardForm, SavedCardList } from './saved-card-list';

// §2 profile section: the saved cards (decision 0075), adding one on the provider's page,
// making one the primary card and deleting one; plain forms, JavaScript only improves them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const returned = await keepCardOfReturn(context, request);
  if (returned instanceof Response) return returned;
  const cards = await withLogin(context, request, () => context.paymentMethods.list());
  const confirmId = deletionToConfirm(new URL(request.url).searchParams);
  const all = [...cards.activeMethods, ...cards.inactiveMethods];
  return data(
    {
      ...(await profilePageData(context, request, customer.firstName, cards)),
      cards,
      confirmDelete: all.some((card) => card.id === confirmId) ? confirmId : undefined,
      returnRefusal: returned?.refusal,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await profileCustomer(context, request);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(paymentMethodIntents, context.t) });
  if (intent.status !== 'success')
    return data({ intent: null, cardId: null, result: intent.reply() }, { status: 400 });
  const input = { request, context, formData };
  const answer = await withLogin(context, request, () => {
    switch (intent.value) {
      case 'card-add':
        return addCard(input);
      case 'card-primary':
        return makeCardPrimary(input);
      case 'card-delete':
        return deleteCard(input);
      default:
        throw new Error(`unhandled intent ${String(intent.value satisfies never)}`);
    }
  });
  // A refusal comes back as data: next to the form (or the card) it is about.
  if (!('data' in answer)) return answer;
  const cardId = 'cardId' in answer.data ? answer.data.cardId : null;
  return data(
    { intent: intent.value, cardId, result: answer.data.result },
    { status: answer.init?.status ?? 400 },
  );
}

export default function ProfilePaymentMethodsPage() {
  const { firstName, cards, confirmDelete, returnRefusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const cardChange =
    actionData?.intent === 'card-primary' || actionData?.intent === 'card-delete' ? actionData : undefined;
  return (
    <ProfileSectionPage section="paymentMethods" firstName={firstName}>
      <SavedCardList
        cards={cards}
        confirmDelete={confirmDelete}
        refusal={cardChange ? { cardId: cardChange.cardId ?? null, result: cardChange.result } : undefined}
      />
      <AddCardForm
        lastResult={actionData?.intent === 'card-add' ? actionData.result : undefined}
        returnRefusal={returnRefusal}
      />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
