// The local mail catcher for `npm start`, `npm test` and the benchmarks: MailDev (npm) with its
// SMTP server and web inbox on the offset's ports (emulators.mjs, mailCatcher). In-memory only:
// the inbox lives as long as the run.
import { join } from 'node:path';
import { httpOk, portIsFree, startGroup, waitFor } from './processes.mjs';

/** Starts MailDev and resolves once its API answers; `stop()` ends it. Throws when a port is taken. */
export async function startMailCatcher(root, mail, { quiet = true } = {}) {
  for (const port of [mail.smtpPort, mail.webPort]) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `Port ${port} (mail catcher) is in use: is another \`npm start\` or \`npm test\` running? ` +
          'Stop it, or use another QR_EMULATOR_PORT_OFFSET (README, "Ports").',
      );
    }
  }
  const group = startGroup(
    process.execPath,
    [
      join(root, 'node_modules/maildev/dist/bin/maildev.js'),
      '--smtp',
      String(mail.smtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(mail.webPort),
      '--web-ip',
      '127.0.0.1',
      // Bounded: a long session or a benchmark never grows the catcher's memory without end.
      '--max-emails',
      '5000',
    ],
    { cwd: root, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] },
  );
  let exited = null;
  void group.exited.then((code) => (exited = `MailDev exited with code ${code}`));
  await waitFor(() => httpOk(`${mail.webUrl}/api/email`), {
    timeoutMs: 60_000,
    what: 'Mail catcher (MailDev)',
    abort: () => exited,
  });
  return group;
}
