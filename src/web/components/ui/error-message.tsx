import { CircleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A field's or form's error: red text with a warning icon, so an error never rests on colour alone
 * (decision 010). The icon is decoration; the words are the message.
 */
export function ErrorMessage({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)} {...props}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
