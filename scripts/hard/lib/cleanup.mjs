// Whatever a hard script starts (PostgreSQL clusters, server instances, temp dirs, mounts) registers
// how to undo it here; `runScript` undoes all of it, newest first, when the script ends, fails or is
// interrupted, so a run never leaves a cluster or a server behind.

const undo = [];
let cleaning;

/** Registers an undo step; the returned function runs it early (and forgets it). */
export function onCleanup(label, fn) {
  const entry = { label, fn };
  undo.push(entry);
  return async () => {
    const i = undo.indexOf(entry);
    if (i === -1) return;
    undo.splice(i, 1);
    await fn();
  };
}

export function cleanUp() {
  cleaning ??= (async () => {
    while (undo.length > 0) {
      const { label, fn } = undo.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`  cleanup of ${label} failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

/** Runs the script's body; exits with its code after cleaning up (also on SIGINT / SIGTERM). */
export async function runScript(body) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      cleanUp().finally(() => process.exit(130));
    });
  }
  let code = 1;
  try {
    code = await body();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await cleanUp();
  }
  process.exit(code);
}
