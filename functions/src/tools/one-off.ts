import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** `--project <id>` on the command line, else GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT. */
export function projectArgument(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const index = argv.indexOf('--project');
  if (index >= 0) return argv[index + 1];
  return env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT;
}

/**
 * Runs a one-off maintenance script (the migrations under `npm run migrate:*`) when `moduleUrl`
 * is the file node was started with: against `--project`, with Application Default Credentials
 * (`gcloud auth application-default login`), or the emulator when FIRESTORE_EMULATOR_HOST is set.
 * Prints the line `work` returns; an error sets exit code 1.
 */
export function runOneOff(
  moduleUrl: string,
  name: string,
  work: (db: Firestore, projectId: string) => Promise<string>,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const main = async () => {
    const projectId = projectArgument(process.argv);
    if (!projectId) throw new Error(`${name}: pass --project <firebase-project-id>`);
    console.log(await work(getFirestore(initializeApp({ projectId })), projectId));
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
