import type { CustomerPrefill } from './customer-prefill.server';

/** Full years from an ISO birthdate to a day, as people count their age. */
export function ageOn(birthdate: string, day: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const hadBirthday =
    day.getUTCMonth() + 1 > month || (day.getUTCMonth() + 1 === month && day.getUTCDate() >= date);
  return day.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** §3 prefill of a questionnaire: the age from the birthdate (when §5 takes it), the gender from the salutation. */
export function questionnairePrefill(
  customer: Pick<CustomerPrefill, 'birthdate' | 'salutation'>,
  today: Date,
): { age?: string; gender?: string } {
  const age = customer.birthdate ? ageOn(customer.birthdate, today) : undefined;
  return {
    ...(age !== undefined && age > 0 && age < 100 ? { age: String(age) } : {}),
    ...(customer.salutation ? { gender: customer.salutation } : {}),
  };
}
