// The cards the hosted page offers; the number decides what the card's bank answers.
export type CardOutcome = 'authorized' | 'declined' | 'challenge';

export type TestCard = { number: string; productId: number; brand: string; outcome: CardOutcome };

export const testCards: TestCard[] = [
  { number: '4111111111111111', productId: 1, brand: 'Visa', outcome: 'authorized' },
  { number: '5555555555554444', productId: 3, brand: 'Mastercard', outcome: 'authorized' },
  { number: '378282246310005', productId: 2, brand: 'American Express', outcome: 'authorized' },
  { number: '30569309025904', productId: 132, brand: 'Diners Club', outcome: 'authorized' },
  { number: '4000000000000002', productId: 1, brand: 'Visa', outcome: 'declined' },
  { number: '4000000000003220', productId: 1, brand: 'Visa', outcome: 'challenge' },
];

export function findTestCard(number: string): TestCard | undefined {
  return testCards.find((card) => card.number === number);
}

/** How the platform shows a card number back: first six and last four digits. */
export function maskedCardNumber(number: string): string {
  return `${number.slice(0, 6)}${'X'.repeat(number.length - 10)}${number.slice(-4)}`;
}
