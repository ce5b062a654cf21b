import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#app/auth/password-rule.ts';
import { createUser, setPassword, UserInputError, type Role } from '#app/auth/users.server.ts';
import { runCli, withServices } from './cli.ts';

/**
 * `npm run admin:create -- <username> [--role admin|user] [--reset]`: creates a
 * user (or, with --reset, sets a new password). The password is read from
 * NEW_USER_PASSWORD, standard input, or a prompt; never from the command line.
 */
const usage =
  'Usage: npm run admin:create -- <username> [--role admin|user] [--reset]   (password: prompt, stdin or NEW_USER_PASSWORD)';

async function readPassword(): Promise<string> {
  if (process.env.NEW_USER_PASSWORD) return process.env.NEW_USER_PASSWORD;
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`Password (${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters): `);
  rl.close();
  return answer;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string', default: 'admin' }, reset: { type: 'boolean', default: false } },
  });
  const username = positionals[0];
  if (!username || (values.role !== 'admin' && values.role !== 'user')) {
    console.error(usage);
    return 2;
  }
  const password = await readPassword();
  // This tool creates the user it is told to, not the one ADMIN_USERNAME names.
  const env = { ...process.env };
  delete env.ADMIN_USERNAME;
  delete env.ADMIN_PASSWORD;
  return withServices({ purpose: 'admin CLI', logLevel: 'silent', env }, async (services) => {
    try {
      if (values.reset) {
        const updated = await setPassword(services.db, username, password);
        console.log(
          updated ? `Password of ${username} changed; their sessions are ended.` : `No user named ${username}.`,
        );
        return updated ? 0 : 1;
      }
      const created = await createUser(services.db, {
        username,
        password,
        role: values.role as Role,
        now: services.now(),
      });
      console.log(
        created
          ? `User ${username} (${values.role}) created.`
          : `A user named ${username} already exists (use --reset).`,
      );
      return created ? 0 : 1;
    } catch (error) {
      if (error instanceof UserInputError) {
        console.error(error.message);
        return 2;
      }
      throw error;
    }
  });
}

await runCli(main);
