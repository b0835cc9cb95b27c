/**
 * admin-area §9: the forms show local time to the minute and send ISO 8601; a video's date is a day.
 * `<input type="datetime-local">` speaks "YYYY-MM-DDTHH:mm" in the browser's zone.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalDateTimeInput(value: string | Date | undefined | null): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "" stays "" (the server reads it as now); anything else becomes an ISO instant. */
export function fromLocalDateTimeInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function toDayInput(value: string | Date | undefined | null): string {
  return toLocalDateTimeInput(value).slice(0, 10);
}
