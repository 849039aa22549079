/**
 * What every target answers its parent (bench/lib.ts): 'stop' (and the parent going away), 'cpu'
 * (this process's CPU time so far, µs, as `cpu:done:<µs>`); other messages go to `other`.
 */
export function answerParent(stop: () => Promise<void>, other?: (message: string) => void) {
  process.on('message', (m) => {
    if (m === 'stop') void stop();
    else if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.(`cpu:done:${user + system}`);
    } else if (typeof m === 'string') other?.(m);
  });
  process.on('disconnect', () => void stop());
}
