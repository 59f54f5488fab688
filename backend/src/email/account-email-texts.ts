// The texts of the account e-mails per language; `{link}` is the storefront link of each.
export type AccountEmailKind =
  'confirmRegistration' | 'alreadyRegistered' | 'resetPassword' | 'confirmNewsletter';
type EmailText = { subject: string; body: string };

export const accountEmailTexts: Record<'de' | 'en', Record<AccountEmailKind, EmailText>> = {
  de: {
    confirmRegistration: {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      body: 'Hallo {firstName},\n\nvielen Dank für deine Registrierung. Bitte bestätige deine E-Mail-Adresse mit diesem Link (48 Stunden gültig):\n\n{link}\n\nWenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
    },
    alreadyRegistered: {
      subject: 'Du hast bereits ein Kundenkonto',
      body: 'Hallo {firstName},\n\njemand wollte sich mit deiner E-Mail-Adresse registrieren. Du hast bereits ein Kundenkonto. Melde dich hier an:\n\n{loginLink}\n\nPasswort vergessen? Hier kannst du ein neues festlegen:\n\n{link}\n\nWarst du das nicht, kannst du diese E-Mail ignorieren.',
    },
    resetPassword: {
      subject: 'Dein neues Passwort',
      body: 'Hallo {firstName},\n\nmit diesem Link legst du ein neues Passwort fest (1 Stunde gültig, nur einmal verwendbar):\n\n{link}\n\nWenn du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren.',
    },
    confirmNewsletter: {
      subject: 'Bitte bestätige deine Newsletter-Anmeldung',
      body: 'Hallo {firstName},\n\nbitte bestätige deine Anmeldung zu diesen Newslettern: {topics}\n\n{link}\n\nWenn du das nicht warst, kannst du diese E-Mail ignorieren.',
    },
  },
  en: {
    confirmRegistration: {
      subject: 'Please confirm your e-mail address',
      body: 'Hello {firstName},\n\nthank you for registering. Please confirm your e-mail address with this link (valid for 48 hours):\n\n{link}\n\nIf you did not register, you can ignore this e-mail.',
    },
    alreadyRegistered: {
      subject: 'You already have an account',
      body: 'Hello {firstName},\n\nsomeone tried to register with your e-mail address. You already have an account. Log in here:\n\n{loginLink}\n\nForgot your password? Set a new one here:\n\n{link}\n\nIf this was not you, you can ignore this e-mail.',
    },
    resetPassword: {
      subject: 'Your new password',
      body: 'Hello {firstName},\n\nset a new password with this link (valid for 1 hour, usable once):\n\n{link}\n\nIf you did not ask for a new password, you can ignore this e-mail.',
    },
    confirmNewsletter: {
      subject: 'Please confirm your newsletter subscription',
      body: 'Hello {firstName},\n\nplease confirm your subscription to these newsletters: {topics}\n\n{link}\n\nIf this was not you, you can ignore this e-mail.',
    },
  },
};
