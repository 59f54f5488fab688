import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { removeLinesFormSchema } from './cart-form-schemas.server';
import { getI18nInstance } from '~/i18n';

const { t } = getI18nInstance('de', de);

const formOf = (lineItemIds: string[]) => {
  const form = new FormData();
  for (const id of lineItemIds) form.append('lineItemId', id);
  return form;
};

describe('removing unavailable lines', () => {
  it('takes one line (its own form) as well as several (the form for all)', () => {
    const one = parseWithZod(formOf(['l-1']), { schema: removeLinesFormSchema(t) });
    expect(one.status === 'success' && one.value).toEqual({ lineItemId: ['l-1'] });
    const two = parseWithZod(formOf(['l-1', 'l-2']), { schema: removeLinesFormSchema(t) });
    expect(two.status === 'success' && two.value).toEqual({ lineItemId: ['l-1', 'l-2'] });
  });
});
