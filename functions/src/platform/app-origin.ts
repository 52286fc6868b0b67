import { DEMO_PROJECT_ID } from '../shared/index.js';

/**
 * Origin of the web app, which the QR code on a server-rendered card points at. APP_ORIGIN
 * (functions/.env.<project>) wins; otherwise Firebase Hosting's default domain of the project.
 */
export function appOrigin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_ORIGIN) return env.APP_ORIGIN.replace(/\/+$/, '');
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? DEMO_PROJECT_ID;
  return `https://${project}.web.app`;
}
