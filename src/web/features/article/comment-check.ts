// The server's comment schema, loaded when a reader first posts: Zod stays out of the article page.
// First, so Zod is told not to evaluate code before any schema is built.
import '../../lib/zod-without-eval.ts';

export { commentCreateSchema } from '../../../contracts/comments.ts';
