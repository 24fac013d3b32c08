/**
 * A Suspense boundary whose content React can be made to hide on demand, as a page does when a sibling suspends
 * (data loading beside the widget): the content stays in the document, hidden, and its effects' cleanups run, until
 * the sibling's promise settles.
 */
import { Suspense, use, type ReactElement, type ReactNode } from 'react';

function Sibling({ waitFor }: { waitFor: Promise<void> | null }): null {
  if (waitFor) use(waitFor);
  return null;
}

export interface HidingBoundary {
  /** `children` in the boundary; with `hidden`, a sibling suspends and React shows the fallback instead. */
  wrap(children: ReactNode, hidden: boolean): ReactElement;
  /** Settles the sibling's promise: React shows the content again. */
  reveal(): void;
}

export function hidingBoundary(): HidingBoundary {
  let reveal = (): void => undefined;
  const pending = new Promise<void>((resolve) => (reveal = resolve));
  return {
    wrap: (children, hidden) => (
      <Suspense fallback={<p>Loading</p>}>
        <Sibling waitFor={hidden ? pending : null} />
        {children}
      </Suspense>
    ),
    reveal: () => reveal(),
  };
}
