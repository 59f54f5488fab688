// Issue 38 point 16: each payment method and card brand named once, by a simple mark drawn here
// (a coloured card with the name written on it; no trademark artwork). Its name is its alt text.

type Mark = { name: string; short: string; fill: string; ink: string };

const marks: Record<string, Mark> = {
  VISA: { name: 'Visa', short: 'VISA', fill: '#1a1f71', ink: '#ffffff' },
  MASTERCARD: { name: 'Mastercard', short: 'Mastercard', fill: '#252525', ink: '#ffffff' },
  AMEX: { name: 'American Express', short: 'AMEX', fill: '#006fcf', ink: '#ffffff' },
  DINERS: { name: 'Diners Club', short: 'Diners', fill: '#0a4a8f', ink: '#ffffff' },
  PAYPAL: { name: 'PayPal', short: 'PayPal', fill: '#ffffff', ink: '#0b3a7e' },
  APPLEPAY: { name: 'Apple Pay', short: 'Apple Pay', fill: '#000000', ink: '#ffffff' },
};

/** The provider's brand of a wallet method: the method is its own brand. */
export const walletBrandOf: Record<string, string> = { paypal: 'PAYPAL', 'apple-pay': 'APPLEPAY' };

export function paymentBrandName(brand: string): string {
  return marks[brand]?.name ?? brand;
}

/** An inline SVG mark with its name as alt text (role img); unknown brands are written out. */
export function PaymentMark({ brand }: { brand: string }) {
  const mark = marks[brand] ?? { name: brand, short: brand, fill: '#ffffff', ink: '#1a1a1a' };
  const width = Math.max(40, mark.short.length * 8 + 14);
  return (
    <svg
      role="img"
      aria-label={mark.name}
      className="payment-mark"
      data-brand={brand}
      width={width}
      height={26}
      viewBox={`0 0 ${width} 26`}
      focusable="false"
    >
      <title>{mark.name}</title>
      <rect x="0.5" y="0.5" width={width - 1} height="25" rx="4" fill={mark.fill} stroke="#767676" />
      <text
        x={width / 2}
        y="17.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill={mark.ink}
      >
        {mark.short}
      </text>
    </svg>
  );
}
