import { useEffect } from 'react';

// §4 in the browser: the readable session cookies tell when the customer state is stale.
let loggedInAtLastLoad: boolean | undefined;

function hasCookie(name: string): boolean {
  return document.cookie.split(/;\s*/).includes(`${name}=true`);
}

export function useRememberLoggedIn(loggedIn: boolean) {
  useEffect(() => {
    loggedInAtLastLoad = loggedIn;
  }, [loggedIn]);
}

/** A session-expired cookie, or a logged-in flag that came or went, reloads the root data. */
export function sessionCookiesChanged(): boolean {
  if (typeof document === 'undefined') return false;
  if (hasCookie('session-expired')) return true;
  return loggedInAtLastLoad !== undefined && hasCookie('logged-in') !== loggedInAtLastLoad;
}
