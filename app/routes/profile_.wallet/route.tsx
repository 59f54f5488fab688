import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { accountMeta } from '~/utils/account-meta';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { withLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';
import { GiftCardList, LinkGiftCardForm } from './gift-card-list';
import { linkGiftCard, removeGiftCard } from './wallet-actions.server';

const intents = ['gift-card-link', 'gift-card-remove'] as const;

// §2 profile section: the wallet, its balance and gift cards (decision 0074).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const wallet = await withLogin(context, request, () => context.wallet.getWallet());
  return data({ ...(await profilePageData(context, request, customer.firstName)), wallet });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await profileCustomer(context, request);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(intents, context.t) });
  if (intent.status !== 'success') return data({ intent: null, result: intent.reply() }, { status: 400 });
  const act = intent.value === 'gift-card-link' ? linkGiftCard : removeGiftCard;
  const answer = await withLogin(context, request, () => act({ request, context, formData }));
  // A refusal comes back as data: next to the form that was sent.
  if (!('data' in answer)) return answer;
  return data({ intent: intent.value, result: answer.data.result }, { status: answer.init?.status ?? 400 });
}

export default function ProfileWalletPage() {
  const { firstName, wallet } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultOf = (intent: (typeof intents)[number]) =>
    actionData?.intent === intent ? actionData.result : undefined;
  return (
    <ProfileSectionPage section="wallet" firstName={firstName}>
      <GiftCardList wallet={wallet} lastResult={resultOf('gift-card-remove')} />
      <LinkGiftCardForm
        lastResult={resultOf('gift-card-link')}
        full={wallet.giftCards.length >= wallet.maxGiftCards}
      />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
