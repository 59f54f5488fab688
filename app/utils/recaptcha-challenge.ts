/** What the shopper is asked to prove they are human with (§2, §6); the forms render it. */
export type RecaptchaChallenge =
  | { kind: 'checkbox' }
  | { kind: 'invisible' }
  | { kind: 'google'; siteKey: string }
  | { kind: 'bypass'; key: string }
  | { kind: 'none' };
