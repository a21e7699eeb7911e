import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceProvider } from './lib/nonce.tsx';

// The server's CSP nonce, read back so hydration renders the same attributes (product.md D2 notes).
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
