import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, type MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormErrors } from '~/components/forms';
import { FinalBill } from '~/components/orders/final-bill';
import { intentSchema } from '~/utils/intent-schema';
import { notFound } from '~/utils/not-found.server';
import { unindexedMeta } from '~/utils/page-meta';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import { staffOrderPath } from '~/routes/personal/staff-paths';
import { requireStaff } from '~/routes/personal/staff-session.server';
import { confirmPicked, handOver, pickLine, refund, startPicking } from './pick-actions.server';
import { orderNumberSchema, pickIntents } from './pick-form-schemas';
import { groupByShelf, PickLineCard } from './pick-line';
import { RefundForm } from './refund-form';
import { billOf, loadStaffOrder, substituteSearch } from './staff-order.server';

// Issue 36: one order's pick list, grouped by shelf: weigh, count, mark missing, substitute;
// the final bill before "Kommissioniert"; "Übergeben"; a store manager's refund afterwards.
async function orderOfParams(
  context: LoaderFunctionArgs['context'],
  request: Request,
  params: LoaderFunctionArgs['params'],
) {
  const orderNumber = orderNumberSchema.safeParse(params.orderNumber);
  if (!orderNumber.success) throw await notFound(context, request);
  return loadStaffOrder(context, request, orderNumber.data);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(context, request);
  const order = await orderOfParams(context, request, params);
  const [search, bill] = await Promise.all([
    substituteSearch(context, request, order),
    billOf(context, request, order),
  ]);
  return data({
    title: context.t('staff.order.title', { number: order.orderNumber }),
    order,
    bill,
    search,
    mayRefund: staff.role === 'store_manager',
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireStaff(context, request);
  const order = await orderOfParams(context, request, params);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(pickIntents, context.t) });
  if (intent.status !== 'success')
    return data({ intent: null, lineId: undefined, result: intent.reply(), takeLess: null }, { status: 400 });
  const input = { context, request, order, orderPath: staffOrderPath(order.orderNumber), formData };
  switch (intent.value) {
    case 'start-picking':
      return startPicking(input);
    case 'pick-line':
      return pickLine(input);
    case 'picked':
      return confirmPicked(input);
    case 'handed-over':
      return handOver(input);
    case 'refund':
      return refund(input);
  }
}

function StateForm({ intent, label, hint }: { intent: string; label: string; hint?: string }) {
  return (
    <Form method="post" className="staff-state-form">
      <input type="hidden" name="intent" value={intent} />
      {hint ? <p id={`${intent}-hint`}>{hint}</p> : null}
      <button
        type="submit"
        className="button button--primary"
        aria-describedby={hint ? `${intent}-hint` : undefined}
      >
        {label}
      </button>
    </Form>
  );
}

export default function StaffOrderPage() {
  const { order, bill, search, mayRefund } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const format = useSlotFormat();
  const picking = order.state === 'picking';
  const open = order.lines.filter((line) => line.outcome === null).length;
  const pageErrors =
    answer && !answer.lineId && answer.intent !== 'refund' ? answer.result.error?.[''] : undefined;
  return (
    <div className="staff-page staff-order">
      <h1>{t('staff.order.title', { number: order.orderNumber })}</h1>
      <p>
        {t(`staff.state.${order.state}`)} · {t(`staff.service.${order.serviceType}`)}
        {order.slot
          ? ` · ${format.day(order.slot.startsAt)}, ${t('staff.day.slot', {
              start: format.time(order.slot.startsAt),
              end: format.time(order.slot.endsAt),
            })}`
          : ''}
      </p>
      <FormErrors id="staff-order-errors" errors={pageErrors} />
      {order.state === 'placed' ? (
        <StateForm intent="start-picking" label={t('staff.order.startPicking')} />
      ) : null}
      {groupByShelf(order.lines, t('staff.order.noShelf')).map(([shelf, lines], index) => (
        <section key={shelf} className="pick-shelf" aria-labelledby={`shelf-${index}`}>
          <h2 id={`shelf-${index}`}>{t('staff.order.shelf', { shelf })}</h2>
          <ul className="pick-lines">
            {lines.map((line) => (
              <PickLineCard
                key={line.lineId}
                line={line}
                picking={picking}
                search={search}
                answer={answer?.intent === 'pick-line' && answer.lineId === line.lineId ? answer : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
      {picking && open > 0 ? <p role="status">{t('staff.order.open', { count: open })}</p> : null}
      {bill ? <FinalBill bill={bill} preview={picking} headingId="staff-bill" /> : null}
      {picking && bill ? (
        <StateForm
          intent="picked"
          label={t('staff.picked.confirm')}
          hint={t(bill.paidOutside ? 'staff.picked.hintOutside' : 'staff.picked.hint')}
        />
      ) : null}
      {order.state === 'picked' ? (
        <StateForm intent="handed-over" label={t('staff.handOver.confirm')} />
      ) : null}
      {order.state === 'handed_over' && mayRefund ? (
        <RefundForm lastResult={answer?.intent === 'refund' ? answer.result : undefined} />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => unindexedMeta(page?.title ?? '');

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
