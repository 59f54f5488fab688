// Issue 20: what each process holds, as the system counts it (resident set), read from /proc.
import { readFile } from 'node:fs/promises';

export type ProcessMemory = { name: string; megabytes: number };

export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no resident set size for process ${pid}`);
  return Math.round(Number(kilobytes) / 1024);
}

export async function measureMemory(processes: { name: string; pid: number }[]): Promise<ProcessMemory[]> {
  return Promise.all(
    processes.map(async ({ name, pid }) => ({ name, megabytes: await residentMegabytes(pid) })),
  );
}

/** Target: the API and the storefront together under 400 MB serving the demo shop. */
export function printMemory(moments: { moment: string; memory: ProcessMemory[] }[]) {
  console.log('\nResident memory (MB); target: API and storefront together under 400 MB\n');
  console.table(
    moments.map(({ moment, memory }) => ({
      moment,
      ...Object.fromEntries(memory.map(({ name, megabytes }) => [name, megabytes])),
      'API + storefront': memory
        .filter(({ name }) => name === 'API' || name === 'storefront')
        .reduce((sum, { megabytes }) => sum + megabytes, 0),
    })),
  );
}
