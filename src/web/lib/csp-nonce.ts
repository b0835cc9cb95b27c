import { createContext, useContext } from 'react';

/** Set by the server render (a placeholder each answer replaces); absent in the browser. */
export const CspNonceContext = createContext<string | undefined>(undefined);

/**
 * The page's Content-Security-Policy nonce, for script tags the app writes into srcdoc frames (they
 * inherit the page's policy). In the browser it is read from the server's own script tags, so a
 * hydrated frame gets the same value the server wrote.
 */
export function useCspNonce(): string | undefined {
  const fromServer = useContext(CspNonceContext);
  if (fromServer !== undefined || typeof document === 'undefined') return fromServer;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** Gives every <script> of an HTML snippet the nonce, so it may run where the page's policy applies. */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<script\b/gi, `<script nonce="${nonce}"`) : html;
}
