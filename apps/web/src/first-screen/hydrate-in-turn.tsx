import { Suspense, use, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { HydrationGate } from './hydration-gate';
import { useHydrated } from './use-hydrated';

/**
 * Parts of a page the server rendered that the browser takes over one after another, each with a
 * render and a commit of its own: hydrated at once, a whole page's commit (every component's
 * layout effects, run in one go) held a phone's main thread for a third of a second.
 *
 * While React hydrates, each part it meets waits for its turn (a promise), so React leaves the
 * server's markup of it in place and goes on. The first turn comes once what holds the parts has
 * committed (a part whose turn came before would make React start that render again with the part
 * in it), each next one once the part before has committed or, should that part be gone, a moment
 * later; input on the page gives every part still waiting its turn at once. A part rendered in the
 * browser, not hydrated, never waits.
 */
interface Turn {
  promise: Promise<void>;
  committed: () => void;
}

const turns = new Map<string, Turn>();
let hurry: (() => void)[] = [];
let openGate: (() => void) | null = null;
/** What the next part to wait waits for: what holds the parts to commit, then the part before. */
let nextGate: Promise<void> = Promise.resolve();

/** How long a part waits for the one before it to commit; it may have left the page. */
const PREVIOUS_PART_MS = 200;
const FIRST_TURN_LATEST_MS = 2_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function everyTurnNow() {
  for (const resolve of hurry) resolve();
  hurry = [];
  for (const type of INPUT_EVENTS) removeEventListener(type, everyTurnNow, true);
}

/**
 * At the first part the browser hydrates: the turns wait for what holds the parts to commit, or,
 * should it never (a render with no commit: a server's in a DOM), a while.
 */
function startTurns(): void {
  if (openGate) return;
  nextGate = Promise.race([
    new Promise<void>((resolve) => {
      openGate = resolve;
    }),
    later(FIRST_TURN_LATEST_MS),
  ]);
  for (const type of INPUT_EVENTS) addEventListener(type, everyTurnNow, true);
}

function turnOf(name: string): Turn {
  const known = turns.get(name);
  if (known) return known;
  let committed = () => {};
  const done = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const gate = nextGate;
  const promise = new Promise<void>((resolve) => {
    hurry.push(resolve);
    void gate.then(() => later(0)).then(resolve);
  });
  nextGate = Promise.race([done, promise.then(() => later(PREVIOUS_PART_MS))]);
  const turn = { promise, committed };
  turns.set(name, turn);
  return turn;
}

/**
 * In the browser, while React hydrates (`useHydrated` reads the server's snapshot then); the server
 * renders with the same snapshot.
 */
const useWaits = () => !useHydrated() && typeof document !== 'undefined';

/** Outside the parts, so it commits with what holds them, and opens their turns. */
function TurnsBegin() {
  if (useWaits()) startTurns();
  useLayoutEffect(() => openGate?.(), []);
  return null;
}

function Committed({ turn }: { turn: Turn }) {
  useLayoutEffect(() => turn.committed(), [turn]);
  return null;
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  const waits = useWaits();
  const turn = waits ? turnOf(name) : turns.get(name);
  // Once its turn has come, use() returns at once: it is called at every render all the same, as
  // React asks of a component that suspended.
  if (turn) use(turn.promise);
  // The same two children whether it waited or not, so that its children keep their state.
  return (
    <>
      {children}
      {turn ? <Committed turn={turn} /> : null}
    </>
  );
}

/**
 * A part of the page hydrated in its turn; `name` is unique on the page. Its controls stay disabled
 * until it has been hydrated (its own hydration gate): what holds it may have been taken over
 * before, and input into a part still waiting would be lost.
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <TurnsBegin />
      <Suspense fallback={null}>
        <WaitForTurn name={name}>
          <HydrationGate boxless>{children}</HydrationGate>
        </WaitForTurn>
      </Suspense>
    </>
  );
}
