import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import { TextField } from '~/components/account/account-fields';
import { FormErrors } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { useTranslation } from '~/utils/use-translation';
import { createRefundSchema } from './pick-form-schemas';

/** A store manager's refund after handover (missing or damaged goods the shop reports). */
export function RefundForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const schema = useMemo(() => createRefundSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, { id: 'refund' });
  return (
    <section className="staff-refund" aria-labelledby="refund-heading">
      <h2 id="refund-heading">{t('staff.refund.heading')}</h2>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="intent" value="refund" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.amount}
          label={t('staff.refund.amount')}
          hint={t('staff.refund.amountHint')}
        />
        <TextField field={fields.reason} label={t('staff.refund.reason')} />
        <button type="submit" className="button button--primary">
          {t('staff.refund.submit')}
        </button>
      </Form>
    </section>
  );
}
