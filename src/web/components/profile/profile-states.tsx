import type { ReactNode } from 'react';
import { NotFoundNotice } from '../ui/not-found-notice.tsx';
import { SkeletonLines } from '../ui/skeleton-lines.tsx';

/** The skeleton of a profile page while a client-side navigation reads it (public-site §2 Loading). */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="motion-safe:animate-pulse">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">
        <div className="border-rule border-b bg-paper-soft">
          <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:gap-8 sm:px-6 sm:py-14 lg:px-8">
            <div className="size-28 shrink-0 rounded-full bg-rule sm:size-32" />
            <div className="min-w-0 flex-1">
              <div className="h-4 w-28 rounded bg-rule" />
              <div className="mt-3 h-10 w-3/4 max-w-md rounded bg-rule" />
              <div className="mt-5 flex flex-wrap gap-2">
                {[28, 40, 20, 24, 26].map((width) => (
                  <div
                    key={width}
                    className="h-7 rounded-full bg-rule"
                    style={{ width: `${width * 0.25}rem` }}
                  />
                ))}
              </div>
              <div className="mt-5 h-6 w-44 rounded bg-rule" />
            </div>
          </div>
        </div>
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <SkeletonLines lines={['h-7 w-40', 'mt-4 h-4 w-full max-w-2xl', 'mt-2 h-4 w-5/6 max-w-2xl']} />
          <div className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-24 rounded-lg bg-paper-soft" />
            ))}
          </div>
          <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i}>
                <div className="aspect-video rounded-md bg-paper-soft" />
                <SkeletonLines lines={['mt-3 h-5 w-5/6', 'mt-2 h-4 w-2/3']} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** "Member Not Found" / "Contributor Not Found" (public-site §8), with a way back. */
export function ProfileNotFound({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <NotFoundNotice
      heading={heading}
      message={children}
      links={[
        { href: '/', label: 'Return to Homepage' },
        { href: '/member-portfolios', label: 'Browse member portfolios' },
      ]}
    />
  );
}
