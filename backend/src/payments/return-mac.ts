import { timingSafeEqual } from 'node:crypto';

export function isGenuineReturn(
  expectedReturnMac: string,
  givenReturnMac: string | null | undefined,
): boolean {
  if (!givenReturnMac) return false;
  const expected = Buffer.from(expectedReturnMac);
  const given = Buffer.from(givenReturnMac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
