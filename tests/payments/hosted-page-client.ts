import { expect } from 'vitest';

export type PageAnswer = { status: number; location: string | null; html: string };

/** What a browser with JavaScript off does on the hosted page: GET it, post its form. */
export async function openPage(url: string): Promise<PageAnswer> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export async function submitPage(url: string, fields: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The return parameters the shop receives on its return URL. */
export function returnParameters(answer: PageAnswer, returnUrl: string) {
  expect(answer.status, answer.html).toBe(303);
  const location = new URL(answer.location ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(
    new URL(returnUrl).origin + new URL(returnUrl).pathname,
  );
  return location.searchParams;
}

export const testCardNumbers = {
  visaSuccess: '4111111111111111',
  mastercardSuccess: '5555555555554444',
  declined: '4000000000000002',
  challenge: '4000000000003220',
};
