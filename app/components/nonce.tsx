import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of the current response; empty in the browser. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
