import { runStaffCommand } from '../staff/staff-commands.js';
import { withPreparedDatabase } from './prepared-database.js';

// Reads a line from the terminal without echoing it; STAFF_PASSWORD replaces it in scripts.
async function askPassword(prompt: string): Promise<string | undefined> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return undefined;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      stdin.on('data', (chunk: string) => {
        for (const character of chunk) {
          if (character === '\r' || character === '\n') return resolve(typed);
          if (character === '\u0003') return reject(new Error('Cancelled'));
          typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
        }
      });
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    stderr.write('\n');
  }
}

process.exitCode = await withPreparedDatabase((db, config) =>
  runStaffCommand(db, process.argv.slice(2), {
    tenantId: config.TENANT,
    print: (line) => process.stdout.write(`${line}\n`),
    complain: (line) => console.error(line),
    password: async () => process.env.STAFF_PASSWORD ?? (await askPassword('Password: ')),
  }),
);
