import { ChevronDown, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { mayOpen, newItems } from './admin-sections.ts';
import { useRole } from './use-role.ts';

/** "New": a menu button listing the create screens the role may use; arrows move, Enter opens. */
export function NewMenu() {
  const role = useRole();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          New
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-rule bg-paper p-1 shadow-raised data-[state=open]:animate-fade-in"
        >
          {newItems
            .filter(({ href }) => mayOpen(role, href))
            .map(({ label, href, icon: ItemIcon }) => (
              <DropdownMenu.Item key={href} asChild>
                <Link
                  href={href}
                  className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-ink text-sm data-[highlighted]:bg-ink/5 data-[highlighted]:text-accent-strong"
                >
                  <ItemIcon aria-hidden={true} className="size-4 shrink-0" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
