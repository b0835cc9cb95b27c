import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { FormAlert } from '../components/form-fields.tsx';

export const signedOutLinkClass = 'text-muted underline underline-offset-4 hover:text-accent';

/**
 * The frame of the screens a visitor reaches without a session (sign-in, forgot password, the links
 * mailed for a reset or an invitation): one card in the middle of the page, its links under it.
 */
export function SignedOutPage({
  title,
  subtitle,
  links,
  children,
}: {
  title: string;
  subtitle?: string;
  /** The ways out, under the card's content ("Back to sign in"). */
  links: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-100 px-4 py-12">
      <title>{title}</title>
      <div className="w-full max-w-sm rounded-lg border border-rule bg-paper p-8 shadow-raised">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        {children}
        <p className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-2 text-center text-sm">{links}</p>
      </div>
    </main>
  );
}

/** A quiet link of a signed-out card to another screen of the admin app. */
export function SignedOutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={signedOutLinkClass}>
      {children}
    </Link>
  );
}

/**
 * The card's last word in place of its form: the server's answer once accepted, or a refusal the
 * form cannot fix (a link that no longer works); then the next step, if any.
 */
export function Outcome({ done, refusal, next }: { done?: string; refusal?: string; next?: ReactNode }) {
  return (
    <div className="mt-6 space-y-4">
      {done && (
        <p role="status" className="rounded-md border border-rule bg-neutral-50 px-3 py-2 text-sm text-ink">
          {done}
        </p>
      )}
      <FormAlert message={refusal} />
      {next}
    </div>
  );
}

/** A link drawn as a full-width button: the one next step of a card. */
export function ButtonLink({
  href,
  variant,
  children,
}: {
  href: string;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} className="w-full">
      <Link href={href}>{children}</Link>
    </Button>
  );
}
