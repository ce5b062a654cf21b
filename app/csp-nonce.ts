import { createContext, useContext } from 'react';

/**
 * The document's CSP nonce (app/entry.server.tsx makes one per rendering): root.tsx gives it to
 * React Router's inline scripts. In the browser it is empty: the nonce is only checked when the
 * document is parsed.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
