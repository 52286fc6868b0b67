// The local webhook receiver for `npm start` and `npm test` (like the mail catcher): a small
// server on the offset's port (emulators.mjs, webhookReceiver) that keeps what the app's webhooks
// send; webhook-receiver-server.mjs says what it answers.
import { fileURLToPath } from 'node:url';
import { httpOk, portIsFree, startGroup, waitFor } from './processes.mjs';

const SERVER = fileURLToPath(new URL('./webhook-receiver-server.mjs', import.meta.url));

/** Starts the receiver and resolves once it answers; `stop()` ends it. Throws when its port is taken. */
export async function startWebhookReceiver(root, receiver) {
  if (!(await portIsFree(receiver.port))) {
    throw new Error(
      `Port ${receiver.port} (webhook receiver) is in use: is another \`npm start\` or ` +
        '`npm test` running? Stop it, or use another QR_EMULATOR_PORT_OFFSET (README, "Ports").',
    );
  }
  const group = startGroup(process.execPath, [SERVER, String(receiver.port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  void group.exited.then((code) => (exited = `The webhook receiver exited with code ${code}`));
  await waitFor(() => httpOk(`${receiver.url}/api/deliveries`), {
    timeoutMs: 30_000,
    what: 'Webhook receiver',
    abort: () => exited,
  });
  return group;
}
