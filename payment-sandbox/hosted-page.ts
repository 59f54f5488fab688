import { hostedPageLanguage } from './hosted-page-texts.js';
import type { HostedCheckout, Payment } from './payment-ledger.js';
import { webhookTimings } from './sandbox-config.js';
import { testCards } from './test-cards.js';

export const payPalProductId = 840;
export const applePayProductId = 302;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function isProductOffered(checkout: HostedCheckout, productId: number): boolean {
  return checkout.allowedProductIds.length === 0 || checkout.allowedProductIds.includes(productId);
}

const styles = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
fieldset{border:1px solid #767676;border-radius:.25rem;margin:0 0 1rem;padding:.5rem 1rem 1rem}
button{font:inherit;padding:.5rem 1rem;margin:.25rem 0;cursor:pointer}
.notice{background:#fff4ce;padding:.5rem 1rem}.error{color:#a4000f;font-weight:bold}
label{display:block;margin:.25rem 0}`;

function document(lang: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function formattedAmount(checkout: HostedCheckout, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: checkout.currency }).format(
    checkout.amount / 100,
  );
}

function summary(
  checkout: HostedCheckout,
  lang: string,
  texts: ReturnType<typeof hostedPageLanguage>['texts'],
) {
  const reference = checkout.merchantReference
    ? `<dt>${texts.merchantReference}</dt><dd>${escapeHtml(checkout.merchantReference)}</dd>`
    : '';
  return `<dl><dt>${texts.amountToPay}</dt><dd>${escapeHtml(formattedAmount(checkout, lang))}</dd>${reference}</dl>`;
}

export function paymentPage(
  checkout: HostedCheckout,
  formAction: string,
  error?: 'declined' | 'unknownCard' | 'notOffered',
) {
  const { lang, texts } = hostedPageLanguage(checkout.locale);
  const cards = testCards.filter((card) => isProductOffered(checkout, card.productId));
  const cardSection =
    cards.length === 0
      ? ''
      : `<section aria-labelledby="card-heading"><h2 id="card-heading">${texts.cardHeading}</h2>
<fieldset><legend>${texts.cardLegend}</legend>
${cards
  .map(
    (card, index) =>
      `<label><input type="radio" name="cardNumber" value="${card.number}"${index === 0 ? ' checked' : ''}> ${escapeHtml(card.brand)} ${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')} (${texts.outcome[card.outcome]})</label>`,
  )
  .join('\n')}
</fieldset>
<button type="submit" name="action" value="card">${texts.payByCard}</button></section>`;
  const wallets = [
    isProductOffered(checkout, payPalProductId)
      ? `<button type="submit" name="action" value="paypal">${texts.payWithPayPal}</button>`
      : '',
    isProductOffered(checkout, applePayProductId)
      ? `<button type="submit" name="action" value="apple-pay">${texts.payWithApplePay}</button>`
      : '',
  ].filter(Boolean);
  const walletSection =
    wallets.length === 0
      ? ''
      : `<section aria-labelledby="wallet-heading"><h2 id="wallet-heading">${texts.walletHeading}</h2>${wallets.join('\n')}</section>`;
  const timingOptions = ['default', ...webhookTimings]
    .map(
      (timing) =>
        `<option value="${timing}">${texts.webhookTiming[timing as keyof typeof texts.webhookTiming]}</option>`,
    )
    .join('');
  const errorMessage = error ? `<p class="error" role="alert">${texts[error]}</p>` : '';
  return document(
    lang,
    texts.title,
    `<h1>${texts.title}</h1><p class="notice">${texts.sandboxNotice}</p>${summary(checkout, lang, texts)}${errorMessage}
<form method="post" action="${escapeHtml(formAction)}">
${cardSection}
${walletSection}
<section aria-labelledby="switch-heading"><h2 id="switch-heading">${texts.testSwitchHeading}</h2>
<label for="webhook-timing">${texts.webhookTimingLabel}</label>
<select id="webhook-timing" name="webhookTiming">${timingOptions}</select></section>
<p><button type="submit" name="action" value="cancel">${texts.cancel}</button></p>
</form>`,
  );
}

/** The card issuer's 3-D Secure step, shown between the card choice and the return to the shop. */
export function challengePage(checkout: HostedCheckout, formAction: string) {
  const { lang, texts } = hostedPageLanguage(checkout.locale);
  return document(
    lang,
    texts.challengeTitle,
    `<h1>${texts.challengeTitle}</h1><p class="notice">${texts.sandboxNotice}</p>${summary(checkout, lang, texts)}
<p>${texts.challengeText}</p>
<form method="post" action="${escapeHtml(formAction)}">
<p><button type="submit" name="action" value="confirm">${texts.confirmChallenge}</button></p>
<p><button type="submit" name="action" value="fail">${texts.failChallenge}</button></p>
<p><button type="submit" name="action" value="cancel">${texts.cancel}</button></p>
</form>`,
  );
}

/** The issuer's 3-D Secure step of a payment by token; null: no such payment waits for one. */
export function tokenChallengePage(payment: Payment | null, formAction: string) {
  if (!payment) return notFoundPage();
  const { lang, texts } = hostedPageLanguage(payment.redirect?.locale ?? 'en_GB');
  const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: payment.currency }).format(
    payment.amount / 100,
  );
  return document(
    lang,
    texts.challengeTitle,
    `<h1>${texts.challengeTitle}</h1><p class="notice">${texts.sandboxNotice}</p>
<dl><dt>${texts.amountToPay}</dt><dd>${escapeHtml(amount)}</dd><dt>${texts.savedCard}</dt><dd>${escapeHtml(payment.maskedCard ?? '')}</dd></dl>
<p>${texts.challengeText}</p>
<form method="post" action="${escapeHtml(formAction)}">
<p><button type="submit" name="action" value="confirm">${texts.confirmChallenge}</button></p>
<p><button type="submit" name="action" value="fail">${texts.failChallenge}</button></p>
<p><button type="submit" name="action" value="cancel">${texts.cancel}</button></p>
</form>`,
  );
}

export function notFoundPage() {
  const { lang, texts } = hostedPageLanguage('en_GB');
  return document(lang, texts.notFoundTitle, `<h1>${texts.notFoundTitle}</h1><p>${texts.notFoundText}</p>`);
}
