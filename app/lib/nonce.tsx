// The request's CSP nonce for inline scripts: given by entry.server on the
// server and read back from the document by entry.client in the browser.
import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
