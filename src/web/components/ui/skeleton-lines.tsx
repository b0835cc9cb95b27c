/**
 * The grey bars a loading state draws where text will stand, one per entry of `lines` (each bar's
 * margin, height and width classes), so the text takes their place without a shift.
 */
export function SkeletonLines({ lines }: { lines: string[] }) {
  return lines.map((line) => <div key={line} className={`${line} rounded bg-paper-soft`} />);
}
