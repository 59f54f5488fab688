import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de.js';
import { getI18nInstance } from '~/i18n';
import { paymentErrorMessage } from './payment-error';

const { t } = getI18nInstance('de', de);
const messageOf = (query: string) => paymentErrorMessage(t, new URLSearchParams(query));

describe('the message of a payment that did not go through (§2, §4)', () => {
  it('tells a cancelled payment from a declined one, which names its code', () => {
    expect(messageOf('paymentError=CANCELLED_BY_CONSUMER')).toBe(
      'Du hast die Zahlung abgebrochen. Dein Warenkorb ist unverändert, du kannst erneut bezahlen.',
    );
    expect(messageOf('paymentError=30511001')).toBe(
      'Die Zahlung wurde nicht angenommen, meist lehnt die Bank sie ab. Bitte versuche es mit einer anderen Karte oder Zahlungsart; dein Warenkorb ist unverändert. (Fehlercode für unseren Kundenservice: 30511001)',
    );
  });

  it('says in words what a cart code that stopped the order means', () => {
    expect(messageOf('paymentError=227')).toBe(t('cart.validation.227'));
    expect(messageOf('paymentError=023')).toBe(t('cart.validation.023'));
  });

  it('shows no text from the address bar that is not a code, and nothing without a flag', () => {
    const general = 'Die Bestellung konnte nicht abgeschlossen werden. Bitte versuche es noch einmal.';
    expect(messageOf('paymentError=<b>Gewinn</b>')).toBe(general);
    expect(messageOf(`paymentError=${'9'.repeat(181)}`)).toBe(general);
    expect(messageOf('generalError=true')).toBe(general);
    expect(messageOf('')).toBeNull();
  });
});
