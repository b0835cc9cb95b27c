import { cn } from '../../lib/cn.ts';
import { useCspNonce, withScriptNonce } from '../../lib/csp-nonce.ts';

/**
 * The only way an embedded graphic's code reaches a page (docs/api/graphics.md, "Embed code safety").
 * The code is admin-written HTML stored as sent, so it runs in a sandboxed frame WITHOUT
 * allow-same-origin: an opaque origin that cannot read the site's cookies, storage or DOM, nor call the
 * API as the signed-in admin. allow-scripts lets charting tools (Datawrapper, Flourish) draw;
 * allow-popups lets their links open in a new tab. Never add allow-same-origin (with allow-scripts it
 * would undo the sandbox) and never put the code into the page's own DOM.
 * A srcdoc frame inherits the page's Content-Security-Policy, so the code's script tags are given
 * the page's nonce: they run, but only inside the sandbox (docs/security.md).
 */
export const EMBED_SANDBOX = 'allow-scripts allow-popups';

export function EmbedFrame({
  embedCode,
  title,
  className,
}: {
  embedCode: string;
  /** The graphic's title, so screen readers can name the frame. */
  title: string;
  className?: string;
}) {
  const nonce = useCspNonce();
  return (
    <iframe
      sandbox={EMBED_SANDBOX}
      srcDoc={withScriptNonce(embedCode, nonce)}
      title={title}
      referrerPolicy="no-referrer"
      loading="lazy"
      className={cn('block h-[28rem] w-full border-0 bg-paper sm:h-[32rem]', className)}
    />
  );
}
