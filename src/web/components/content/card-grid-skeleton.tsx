import { SkeletonLines } from '../ui/skeleton-lines.tsx';
/** The loading state of a grid of media cards: the same boxes the cards fill, so nothing shifts. */
export function CardGridSkeleton({ label, mediaClassName }: { label: string; mediaClassName: string }) {
  return (
    <ul aria-label={label} className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <li key={key} className="animate-pulse">
          <div className={`${mediaClassName} rounded-md bg-paper-soft`} />
          <SkeletonLines lines={['mt-3 h-3 w-20', 'mt-2 h-6 w-4/5', 'mt-2 h-4 w-1/2']} />
        </li>
      ))}
    </ul>
  );
}
