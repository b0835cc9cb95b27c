import { formatDateTime, formatDay } from '../../../contracts/chapter-clock.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';

/** A day, or a time with its zone, on the chapter's clock (decision 014), with the instant for machines. */
export function ChapterTime({ iso, prefix, withTime }: { iso: string; prefix?: string; withTime?: boolean }) {
  const zone = useTimeZone();
  return (
    <time dateTime={iso}>
      {prefix && `${prefix} `}
      {withTime ? formatDateTime(iso, zone) : formatDay(iso, zone)}
    </time>
  );
}
