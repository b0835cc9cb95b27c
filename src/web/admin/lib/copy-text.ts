import { toast } from '../../components/ui/toast.tsx';

/**
 * Copies `text` to the clipboard and says so in a toast titled `copied`; when the browser refuses,
 * the toast shows the text to copy by hand (`name` says what it is: "URL", "link").
 */
export async function copyText(text: string, { copied, name }: { copied: string; name: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: copied, description: text });
  } catch {
    toast({
      title: 'Error',
      description: `Could not copy the ${name}. Copy it by hand: ${text}`,
      variant: 'destructive',
    });
  }
}
