import { ensureBuild } from '../../scripts/built-server.ts';

/** The deploy tests run the production build as a server does: made first when missing or out of date. */
export default function setup() {
  ensureBuild();
}
