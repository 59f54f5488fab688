import { createContext, useContext } from 'react';

const NonceContext = createContext<string>('');

/** The request's CSP nonce during server rendering; empty in the browser, where it is not needed. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
