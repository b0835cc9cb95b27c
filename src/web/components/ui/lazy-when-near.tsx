import {
  type ComponentType,
  createElement,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How near the reader must come (half a screen) before a part's code is fetched. */
const NEAR = '50% 0px';

interface Gate {
  /** Settles once the part's code is here. */
  ready: Promise<void>;
  open(): void;
}

/**
 * What `render` gives, or a suspension until `ready` settles while the code is still on the way.
 * `onShown` runs once the part is on screen and listening (hydrated or rendered).
 */
function Part({
  ready,
  render,
  onShown,
}: {
  ready: Promise<void>;
  render: () => ReactNode | undefined;
  onShown: (shown: boolean) => void;
}) {
  useEffect(() => onShown(true), [onShown]);
  const node = render();
  if (node === undefined) throw ready;
  return node;
}

/**
 * A part of a page whose code is fetched only when the reader comes within half a screen of it,
 * points at it or moves the focus into it, so that a first visit does not load it. The server
 * renders it whole; in the browser React leaves the server's HTML in place, not yet hydrated, while
 * the part suspends. `fallback` is shown instead on a page reached by a link within the app. The
 * part's box is marked `data-hydrated` once it listens, as the document is (app.tsx), for browser tests.
 */
export function lazyWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  // A fetch that fails (the reader went offline) leaves the part as the server sent it, never
  // settling, rather than having React retry without end; the next page load tries again.
  const fetchCode = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      () => new Promise<void>(() => {}),
    ));
  const newGate = (): Gate => {
    if (typeof window === 'undefined') return { ready: fetchCode(), open() {} };
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { ready: opened.then(fetchCode), open };
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy does.
  function WhenNear(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Held here, outside the boundary: a part suspended while hydrating keeps no state of its own.
    const [gate] = useState(newGate);
    const [shown, setShown] = useState(false);
    useEffect(() => {
      const element = ref.current;
      if (component || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) gate.open();
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
      element.addEventListener('pointerover', gate.open);
      element.addEventListener('focusin', gate.open);
      return () => {
        observer.disconnect();
        element.removeEventListener('pointerover', gate.open);
        element.removeEventListener('focusin', gate.open);
      };
    }, [gate]);
    return (
      <div ref={ref} data-hydrated={shown ? '' : undefined}>
        <Suspense fallback={fallback}>
          <Part
            ready={gate.ready}
            render={() => component && createElement(component, props)}
            onShown={setShown}
          />
        </Suspense>
      </div>
    );
  }
  return WhenNear;
}
