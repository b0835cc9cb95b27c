import { MessageSquare } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** public-site §3: a comment, kept only in the page. */
export interface LocalComment {
  id: number;
  author: string;
  content: string;
  timestamp: string;
  avatar: string;
}

/** public-site §4: posting is simulated locally and takes this long. */
export const COMMENT_POST_DELAY_MS = 500;

/** public-site §5: Post is disabled when the text is blank after trimming, or while posting. */
export function canPostComment(text: string, posting: boolean): boolean {
  return !posting && text.trim().length > 0;
}

/** The comments box of public-site §4–§5: comments live in this page visit only. */
export function CommentsBox() {
  const [comments, setComments] = useState<LocalComment[]>([]);
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fieldId = useId();
  const hintId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const post = () => {
    if (!canPostComment(text, posting)) return;
    const content = text.trim();
    setPosting(true);
    timer.current = setTimeout(() => {
      setComments((list) => [
        { id: (list[0]?.id ?? 0) + 1, author: 'You', content, timestamp: 'Just now', avatar: 'Y' },
        ...list,
      ]);
      setText('');
      setPosting(false);
    }, COMMENT_POST_DELAY_MS);
  };

  return (
    <section aria-labelledby="comments-title" className="border-rule border-t pt-10">
      <h2 id="comments-title" className="flex items-center gap-2 font-bold font-serif text-2xl text-ink">
        <MessageSquare aria-hidden="true" className="size-5" />
        Comments
        {comments.length > 0 && <span className="font-sans text-base text-muted">({comments.length})</span>}
      </h2>
      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          post();
        }}
      >
        <label htmlFor={fieldId} className="font-semibold text-ink text-sm">
          Add a comment
        </label>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          placeholder="Share your thoughts on this story"
          className="mt-2 block w-full resize-y rounded-md border border-rule-strong bg-paper px-3 py-2 text-base text-ink leading-relaxed placeholder:text-muted"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p id={hintId} className="text-muted text-xs">
            Comments are kept on this page only and are not published.
          </p>
          <Button type="submit" disabled={!canPostComment(text, posting)}>
            {posting ? 'Posting...' : 'Post'}
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="mt-8">
        {comments.length === 0 ? (
          <p className="text-muted">No comments yet. Start the conversation.</p>
        ) : (
          <ol className="grid gap-6">
            {comments.map((comment) => (
              <li key={comment.id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-ink font-semibold text-paper text-sm"
                >
                  {comment.avatar}
                </span>
                <div className="min-w-0">
                  <p className="text-sm">
                    <span className="font-semibold text-ink">{comment.author}</span>
                    <span className="text-muted"> · {comment.timestamp}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-ink leading-relaxed">
                    {comment.content}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
