/** A job that runs when ticked, never twice at once: a tick during a run asks for one more run after it. */
export function serialJob(run: () => Promise<void>) {
  let running: Promise<void> | undefined;
  let again = false;
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        tick();
      }
    });
  };
  return {
    tick,
    async stop() {
      again = false;
      await running;
    },
  };
}
