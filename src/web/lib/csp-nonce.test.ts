import { describe, expect, it } from 'vitest';
import { withScriptNonce } from './csp-nonce.ts';

describe('withScriptNonce', () => {
  it('gives every script tag of an embed the nonce, whatever its case or attributes', () => {
    const code =
      '<div></div><script src="https://x.example/a.js"></script><SCRIPT>go()</SCRIPT><script\ntype="module">m()</script>';
    expect(withScriptNonce(code, 'abc+/=')).toBe(
      '<div></div><script nonce="abc+/=" src="https://x.example/a.js"></script><script nonce="abc+/=">go()</SCRIPT><script nonce="abc+/="\ntype="module">m()</script>',
    );
  });

  it('leaves other tags and a page without a nonce alone', () => {
    expect(withScriptNonce('<scripts></scripts><noscript>x</noscript>', 'n')).toBe(
      '<scripts></scripts><noscript>x</noscript>',
    );
    expect(withScriptNonce('<script>go()</script>', undefined)).toBe('<script>go()</script>');
  });
});
