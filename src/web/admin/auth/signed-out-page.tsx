import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ErrorMessage } from '../components/form-fields.tsx';

const linkClass = 'text-muted underline underline-offset-4 hover:text-accent';

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

/** A quiet link of a signed-out card: to another screen of the admin app, or `external` to the site. */
export function SignedOutLink({
  href,
  external = false,
  className,
  children,
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  // The site outside the admin app is a page load away; the admin screens are a client-side step.
  const Anchor = external ? 'a' : Link;
  return (
    <Anchor href={href} className={cn(linkClass, className)}>
      {children}
    </Anchor>
  );
}

/** What the server answered once the form was accepted, with the next step (a button-like link). */
export function DoneNotice({ message, next }: { message: string; next?: ReactNode }) {
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="rounded-md border border-rule bg-neutral-50 px-3 py-2 text-sm text-ink">
        {message}
      </p>
      {next}
    </div>
  );
}

/** A refusal the form cannot fix (a link that no longer works), with where to go instead. */
export function DeadEnd({ message, next }: { message: string; next?: ReactNode }) {
  return (
    <div className="mt-6 space-y-4">
      <div role="alert" className="rounded-md border border-danger bg-red-50 px-3 py-2">
        <ErrorMessage>{message}</ErrorMessage>
      </div>
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

/** To the sign-in page, with the new account's username filled in when there is one. */
export function SignInButton({ username }: { username?: string }) {
  return (
    <ButtonLink href={username ? `/admin/login?${new URLSearchParams({ username })}` : '/admin/login'}>
      Sign in
    </ButtonLink>
  );
}
