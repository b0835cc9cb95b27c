import {
  faFacebook,
  faLinkedin,
  faWhatsapp,
  faXTwitter,
  type IconDefinition,
} from '@fortawesome/free-brands-svg-icons';
import { Link2, Share2 } from 'lucide-react';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';

interface ShareTarget {
  name: string;
  href: string;
  /** The network's own mark (Font Awesome's brand icons) and the colour it is known by. */
  mark: IconDefinition;
  color: string;
}

/** public-site §9: the share targets of the popup, in order (copy link follows them). */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      mark: faFacebook,
      color: '#0866ff',
    },
    {
      name: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      mark: faXTwitter,
      color: '#000000',
    },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      mark: faLinkedin,
      color: '#0a66c2',
    },
    {
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      mark: faWhatsapp,
      color: '#25d366',
    },
  ];
}

/** A brand mark as inline SVG; the link beside it carries the network's name. */
function BrandMark({ mark, color }: { mark: IconDefinition; color: string }) {
  const [width, height, , , path] = mark.icon;
  return (
    <svg
      aria-hidden="true"
      data-mark={mark.iconName}
      viewBox={`0 0 ${width} ${height}`}
      className="size-5 shrink-0"
      fill={color}
    >
      <path d={Array.isArray(path) ? path.join(' ') : path} />
    </svg>
  );
}

const itemClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-left font-medium text-ink text-sm transition-colors duration-150 hover:bg-paper-soft focus-visible:bg-paper-soft';

/**
 * public-site §4: Share opens the device's share sheet when the browser has one; otherwise a popup
 * with Facebook, Twitter, LinkedIn, WhatsApp and Copy link.
 */
export function ShareMenu({ url, title, text }: { url: string; title: string; text?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const onTrigger = (event: MouseEvent) => {
    // Read in the handler, never while rendering: the server has no navigator.
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ title, text, url }).catch((error: unknown) => {
      // Closing the sheet is not a failure; anything else falls back to the popup.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setOpen(true);
    });
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied!' });
    } catch {
      toast({
        title: 'Failed to copy',
        description: 'Please copy the link manually.',
        variant: 'destructive',
      });
    }
    setOpen(false);
  };

  useDismiss(open, [panel, trigger], (how) => {
    setOpen(false);
    if (how === 'escape') trigger.current?.focus();
  });

  return (
    <div className="relative">
      <Button
        ref={trigger}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          onTrigger(event);
          if (!event.defaultPrevented) setOpen((wasOpen) => !wasOpen);
        }}
      >
        <Share2 aria-hidden="true" />
        Share
      </Button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label="Share this story"
          className="absolute top-full right-0 z-50 mt-2 w-60 animate-fade-in rounded-md border border-rule bg-paper p-1.5 shadow-raised"
        >
          <p className="px-3 pt-1.5 pb-1 font-semibold text-muted text-xs uppercase tracking-wider">
            Share this story
          </p>
          <ul>
            {shareTargets(url, title).map((target) => (
              <li key={target.name}>
                <a
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={itemClass}
                  onClick={() => setOpen(false)}
                >
                  <BrandMark mark={target.mark} color={target.color} />
                  {target.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li className="mt-1 border-rule border-t pt-1">
              <button type="button" className={itemClass} onClick={copyLink}>
                <Link2 aria-hidden="true" className="size-4" />
                Copy link
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
