import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ArticleComments, PublicComment } from '../../../contracts/comments.ts';
import { COMMENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from '../../../contracts/comments-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorMessage } from '../../components/ui/error-message.tsx';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { useHydratedField } from '../../lib/use-hydrated-field.ts';

/** An article's comments; read in the browser only, so cached pages never hold them. */
export const articleCommentsQuery = (articleId: number) =>
  queryOptions<ArticleComments>({
    queryKey: ['/api/articles', String(articleId), 'comments'],
    // Approvals happen elsewhere: coming back to the story reads them again.
    staleTime: 30_000,
  });

/** The reader's display name, remembered in this browser for the next comment. */
export const COMMENT_NAME_STORAGE_KEY = 'nabj-comment-name';

/** public-site §5: Post is disabled when the text is blank after trimming, or while posting. */
export function canPostComment(text: string, posting: boolean): boolean {
  return !posting && text.trim().length > 0;
}

/**
 * The first problem with what the reader typed, in the server's own words; undefined when it can be
 * sent. The server's schema, and Zod with it, is fetched on the first submit, not with the page.
 */
export async function commentProblem(name: string, content: string): Promise<string | undefined> {
  const { commentCreateSchema } = await import('./comment-check.ts');
  const parsed = commentCreateSchema.safeParse({ name, content });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/** The approved comments' count under the byline, leading to the comments. */
export function CommentCount({ articleId }: { articleId: number }) {
  const { data } = useQuery(articleCommentsQuery(articleId));
  // The count is not in the server's page: until it arrives the same room is kept, empty, so the
  // byline row does not wrap anew and push the picture down when it comes (layout shift on phones).
  if (!data)
    return (
      <span aria-hidden="true" className="invisible inline-flex items-center gap-1.5 text-sm">
        <MessageSquare className="size-4" />
        {commentsLabel(0)}
      </span>
    );
  return (
    <a
      href="#comments"
      className="inline-flex items-center gap-1.5 rounded-sm text-muted text-sm hover:text-accent"
    >
      <MessageSquare aria-hidden="true" className="size-4" />
      {commentsLabel(data.count)}
    </a>
  );
}

function readRememberedName(): string {
  try {
    return window.localStorage.getItem(COMMENT_NAME_STORAGE_KEY) ?? '';
  } catch {
    // Storage can be switched off; the reader then types the name each time.
    return '';
  }
}

function rememberName(name: string) {
  try {
    window.localStorage.setItem(COMMENT_NAME_STORAGE_KEY, name);
  } catch {
    // As above: nothing to remember it in.
  }
}

const fieldClass =
  'mt-2 block w-full rounded-md border border-rule-strong bg-paper px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger';

/**
 * The comments box of public-site §4–§5, kept on the server: a new comment shows at once as the
 * reader's own (their name marked "(you)", "Just now", awaiting approval) and reaches other readers once approved.
 */
export function CommentsBox({ articleId }: { articleId: number }) {
  const query = articleCommentsQuery(articleId);
  const { data, isPending, isError, refetch } = useQuery(query);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [thanks, setThanks] = useState(false);
  // While the check's code is fetched on the first submit, Post stays disabled as if posting.
  const [checking, setChecking] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const nameField = useHydratedField<HTMLInputElement>(name, setName);
  const textField = useHydratedField<HTMLTextAreaElement>(text, setText);
  const nameId = useId();
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();

  // After hydration only: the server has no browser storage, and both renders must agree.
  useEffect(() => setName((typed) => typed || readRememberedName()), []);

  const post = useMutation({
    mutationFn: (body: { name: string; content: string; website: string }) =>
      apiJson<PublicComment>('POST', `/api/articles/${articleId}/comments`, body),
    onSuccess: (comment, body) => {
      queryClient.setQueryData(query.queryKey, (current) =>
        current ? { ...current, comments: [...current.comments, comment] } : current,
      );
      rememberName(body.name.trim());
      setText('');
      setThanks(true);
    },
    onError: (error) => {
      setProblem(serverMessage(error) ?? 'Your comment could not be posted. Please try again.');
      // Closed since the page was read, or similar: show the current state.
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });

  const busy = post.isPending || checking;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPostComment(text, busy)) return;
    setChecking(true);
    let found: string | undefined;
    try {
      found = await commentProblem(name, text);
    } catch {
      // The check's code could not be fetched: send it anyway, the server checks it all the same.
    } finally {
      setChecking(false);
    }
    setThanks(false);
    setProblem(found);
    if (found) {
      (name.trim() === '' ? nameField : textField).ref.current?.focus();
      return;
    }
    post.mutate({ name, content: text, website: honeypot.current?.value ?? '' });
  };

  const comments = data?.comments ?? [];

  return (
    <section
      id="comments"
      aria-labelledby="comments-title"
      className="scroll-mt-24 border-rule border-t pt-10"
    >
      <h2 id="comments-title" className="flex items-center gap-2 font-bold font-serif text-2xl text-ink">
        <MessageSquare aria-hidden="true" className="size-5" />
        Comments
        {data && data.count > 0 && <span className="font-sans text-base text-muted">({data.count})</span>}
      </h2>

      {data?.open === false ? (
        <p className="mt-5 rounded-md bg-paper-soft px-4 py-3 text-ink">Comments are closed.</p>
      ) : (
        <form className="relative mt-5" onSubmit={submit} noValidate>
          <label htmlFor={nameId} className="font-semibold text-ink text-sm">
            Your name
          </label>
          <input
            id={nameId}
            {...nameField}
            autoComplete="nickname"
            maxLength={COMMENT_NAME_MAX_LENGTH}
            aria-invalid={problem !== undefined && name.trim() === '' ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={`${fieldClass} sm:max-w-xs`}
          />
          <label htmlFor={fieldId} className="mt-4 block font-semibold text-ink text-sm">
            Add a comment
          </label>
          <textarea
            id={fieldId}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            {...textField}
            rows={4}
            placeholder="Share your thoughts on this story"
            className={`${fieldClass} resize-y leading-relaxed`}
          />
          {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
            <label>
              Website
              <input
                ref={honeypot}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          {problem && (
            <ErrorMessage id={problemId} role="alert" className="mt-2">
              {problem}
            </ErrorMessage>
          )}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p id={hintId} className="text-muted text-xs">
              {`Plain text, up to ${COMMENT_MAX_LENGTH} characters (${text.trim().length}/${COMMENT_MAX_LENGTH}). Comments appear for everyone once an editor approves them.`}
            </p>
            <Button type="submit" disabled={!canPostComment(text, busy)}>
              {busy ? 'Posting...' : 'Post'}
            </Button>
          </div>
        </form>
      )}

      <div aria-live="polite" className="mt-8">
        {thanks && (
          <p className="mb-6 text-ink text-sm">
            Thanks! Your comment will appear for everyone once an editor approves it.
          </p>
        )}
        {isPending ? (
          <p className="text-muted">Loading comments…</p>
        ) : isError ? (
          <p className="text-muted">
            Comments could not be loaded.{' '}
            <Button variant="quiet" size="sm" className="h-auto px-0" onClick={() => refetch()}>
              Try again
            </Button>
          </p>
        ) : comments.length === 0 ? (
          data?.open !== false && <p className="text-muted">No comments yet. Start the conversation.</p>
        ) : (
          <ol className="grid gap-6">
            {comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** One comment, as text only: React escapes it, so markup in a comment is shown, never run. */
function CommentItem({ comment }: { comment: PublicComment }) {
  const zone = useTimeZone();
  const author = comment.name;
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-ink font-semibold text-paper text-sm"
      >
        {author.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-1 text-sm">
          <span className="font-semibold text-ink">{author}</span>
          {/* The reader's own comment keeps the name they signed it with, marked as theirs. */}
          {comment.mine && <span className="text-muted">{' (you)'}</span>}
          <span className="text-muted">
            · <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt, zone)}</time>
          </span>
          {comment.status === 'pending' && (
            <span className="ml-1 rounded bg-paper-soft px-2 py-0.5 font-medium text-ink text-xs">
              Awaiting approval
            </span>
          )}
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-ink leading-relaxed">{comment.content}</p>
      </div>
    </li>
  );
}
