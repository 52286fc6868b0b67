// What `npm run deploy:check` decides before any build: the project and the production env file.
import { parseEnv } from 'node:util';

export const PLACEHOLDER_PROJECT = 'your-firebase-project-id';
export const REQUIRED_WEB_ENV = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];

/** The project id of `--project`, an alias of .firebaserc or an id; the `prod` alias by default. */
export function resolveProject(argument, firebaserc) {
  const name = argument ?? 'prod';
  return firebaserc.projects?.[name] ?? name;
}

/** Why a deploy to `projectId` cannot work, or null. */
export function projectProblem(projectId) {
  if (!projectId) return 'no project: pass --project <alias or id>';
  if (projectId.startsWith('demo-')) {
    return `"${projectId}" is a demo project: it exists only in the emulators`;
  }
  if (projectId === PLACEHOLDER_PROJECT) {
    return `.firebaserc still holds the placeholder "${PLACEHOLDER_PROJECT}" (docs/deploy.md, "Using a real Firebase project")`;
  }
  return null;
}

/** Problems of the production env file's text (`file` names it in the messages). */
export function webEnvProblems(text, file, projectId) {
  const env = parseEnv(text);
  const problems = REQUIRED_WEB_ENV.filter((key) => !env[key]?.trim()).map(
    (key) => `${file} has no ${key}`,
  );
  const named = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (named && named !== projectId) {
    problems.push(`${file} is for "${named}", the deploy is to "${projectId}"`);
  }
  return problems;
}
