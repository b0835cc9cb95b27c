/** Why the crossword cannot be played: none active, or its data unreadable. */
export function Notice({ children }: { children: string }) {
  return (
    <p className="mt-6 rounded-md border border-rule border-dashed px-5 py-8 text-center text-ink">
      {children}
    </p>
  );
}
