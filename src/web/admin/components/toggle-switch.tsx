import { Switch } from 'radix-ui';
import type { ComponentProps } from 'react';

/** An on/off switch that acts at once (a poll's Active, a story's comments open). */
export function ToggleSwitch(props: Omit<ComponentProps<typeof Switch.Root>, 'className'>) {
  return (
    <Switch.Root
      {...props}
      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-rule-strong transition-colors duration-150 disabled:opacity-50 data-[state=checked]:bg-accent"
    >
      <Switch.Thumb className="block size-5 rounded-full bg-paper shadow transition-transform duration-150 data-[state=checked]:translate-x-5" />
    </Switch.Root>
  );
}
