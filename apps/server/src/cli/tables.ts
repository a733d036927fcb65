import { configTableMarkdown } from '@/config.ts';
import { demoAccountsTable } from '@/db/demo-accounts.ts';

// Prints the README's tables from the code they describe:
//   npm run -w @scf/server config:table    the environment variables
//   npm run -w @scf/server demo:accounts   the demo accounts
const tables: Record<string, () => string> = { config: configTableMarkdown, accounts: demoAccountsTable };
const print = tables[process.argv[2] ?? ''];
if (!print) {
  process.stderr.write(`usage: tables.ts ${Object.keys(tables).join('|')}\n`);
  process.exit(2);
}
process.stdout.write(`${print()}\n`);
